import sys


def first_repeat(tickets):
    """Return (ticket, 1-based index) of the earliest second scan, or None if no ticket repeats."""
    # TODO: write your solution here
    return None


def main():
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    answer = first_repeat(data[1:n + 1])
    print(-1 if answer is None else f'{answer[0]} {answer[1]}')


main()
