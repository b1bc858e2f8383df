import sys

# Waits for the judge to speak first, while the judge waits for a guess: nobody moves until the wall clock runs out.
sys.stdin.readline()
print(1, flush=True)
