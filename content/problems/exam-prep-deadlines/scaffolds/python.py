import sys


def max_on_time(assignments):
    """assignments: list of (hours, deadline). Returns the most assignments that can be finished on time."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    print(max_on_time([(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]))


main()
