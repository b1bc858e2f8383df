import sys


def blocking_distances(heights):
    """For each tower, return the distance to the first strictly taller tower to the east (0 if none)."""
    # TODO: write your solution here
    return [0] * len(heights)


def main():
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    print(' '.join(map(str, blocking_distances(data[1:n + 1]))))


main()
