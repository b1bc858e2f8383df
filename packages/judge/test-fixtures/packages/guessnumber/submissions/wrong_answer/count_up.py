import sys

# Guesses 1, 2, 3, ... and runs out of guesses unless the number is tiny.
guess = 1
while True:
    print(guess, flush=True)
    reply = sys.stdin.readline().strip()
    if reply != "higher":
        break
    guess += 1
