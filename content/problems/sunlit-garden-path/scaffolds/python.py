import sys


def longest_sunlit(k, path):
    """Return (length, 1-based start) of the first longest stretch with at most k '0' tiles; (0, 1) if none."""
    # TODO: write your solution here
    return 0, 1


def main():
    n, k = map(int, sys.stdin.readline().split())
    path = sys.stdin.readline().strip()
    length, start = longest_sunlit(k, path)
    print(length, start)


main()
