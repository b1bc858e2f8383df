import sys


def shortest_stamp(strip):
    """Return the length of the shortest stamp that could have printed the strip."""
    # TODO: write your solution here
    return len(strip)


print(shortest_stamp(sys.stdin.readline().strip()))
