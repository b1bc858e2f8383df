import sys


def shortest_shot(colours):
    """Return (length, 1-based start) of the first shortest stretch that shows every colour."""
    # TODO: write your solution here
    return len(colours), 1


def main():
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    length, start = shortest_shot(data[1:n + 1])
    print(length, start)


main()
