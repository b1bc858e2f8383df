import sys


def cutoffs(k, scores):
    """Return, after each score, the k-th highest score so far, or -1 while fewer than k scores are in."""
    # TODO: write your solution here
    return [-1] * len(scores)


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, k = data[0], data[1]
    print('\n'.join(map(str, cutoffs(k, data[2:2 + n]))))


main()
