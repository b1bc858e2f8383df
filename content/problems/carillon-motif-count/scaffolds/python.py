import sys


def count_occurrences(motif, log):
    """Return how many positions of log start a copy of motif (overlapping copies count)."""
    # TODO: write your solution here
    return 0


def main():
    motif, log = sys.stdin.read().split()
    print(count_occurrences(motif, log))


main()
