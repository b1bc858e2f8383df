#!/usr/bin/env python3
"""Interactive validator: reads the secret number from the input file and answers the submission's guesses.

Called as: validator.py input_file answer_file feedback_dir [flags]; stdin is the submission's stdout and our
stdout is its stdin. Exit 42 accepts, 43 is a wrong answer.
"""
import sys

MAX_GUESSES = 25
LOW, HIGH = 1, 10**6


def finish(code, feedback_dir, message):
    with open(feedback_dir + "judgemessage.txt", "w") as f:
        f.write(message + "\n")
    sys.exit(code)


def main():
    input_file, _answer_file, feedback_dir = sys.argv[1:4]
    with open(input_file) as f:
        secret = int(f.read().split()[0])
    for guess_no in range(1, MAX_GUESSES + 1):
        line = sys.stdin.readline()
        if not line:
            finish(43, feedback_dir, f"submission stopped after {guess_no - 1} guesses")
        try:
            guess = int(line)
        except ValueError:
            finish(43, feedback_dir, f"guess {guess_no} is not an integer: {line.strip()!r}")
        if not LOW <= guess <= HIGH:
            finish(43, feedback_dir, f"guess {guess} is out of range")
        if guess == secret:
            print("correct", flush=True)
            # Anything the submission prints after the correct guess is a protocol violation.
            if sys.stdin.read().strip():
                finish(43, feedback_dir, "output after the correct guess")
            finish(42, feedback_dir, f"found {secret} in {guess_no} guesses")
        print("lower" if secret < guess else "higher", flush=True)
    finish(43, feedback_dir, f"no correct guess within {MAX_GUESSES} guesses")


main()
