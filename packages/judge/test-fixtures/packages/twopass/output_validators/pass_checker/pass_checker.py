"""Multi-pass output validator: pass 1 expects x + 1 and asks for a second pass with "CHECK x+1" in nextpass.in;
pass 2 (told apart by the state file it left in the feedback directory) expects 2 * (x + 1)."""
import os
import sys

input_file, _answer_file, feedback = sys.argv[1], sys.argv[2], sys.argv[3]
x = int(open(input_file).read().split()[0])
state = os.path.join(feedback, "state.txt")


def reject(why):
    with open(os.path.join(feedback, "judgemessage.txt"), "a") as f:
        f.write(why + "\n")
    sys.exit(43)


try:
    got = int(sys.stdin.read().split()[0])
except (ValueError, IndexError):
    reject("expected an integer")

if not os.path.exists(state):
    if got != x + 1:
        reject(f"pass 1: expected {x + 1}, got {got}")
    with open(state, "w") as f:
        f.write("pass 1 done\n")
    with open(os.path.join(feedback, "nextpass.in"), "w") as f:
        f.write(f"CHECK {x + 1}\n")
    sys.exit(42)

if got != 2 * (x + 1):
    reject(f"pass 2: expected {2 * (x + 1)}, got {got}")
sys.exit(42)
