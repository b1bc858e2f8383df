import sys


def minutes_to_freeze(grid):
    """grid: list of strings over 'F', '.', '#'. Returns the minutes until no water is left, or -1."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    r = int(data[0])
    print(minutes_to_freeze(data[2:2 + r]))


main()
