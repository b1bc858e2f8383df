# Lists every order of the individual tiles, so a word with repeated letters is printed once per way to order its
# identical tiles (bab gives 6 lines instead of 3).
import itertools
import sys


def main():
    s = sys.stdin.readline().strip()
    words = sorted(''.join(p) for p in itertools.permutations(s))
    sys.stdout.write(f'{len(words)}\n' + ''.join(w + '\n' for w in words))


main()
