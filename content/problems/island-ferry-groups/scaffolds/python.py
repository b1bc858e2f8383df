import sys


def new_lines_needed(n, lines):
    """n islands (1..n), lines = list of (a, b) ferry lines. Returns the fewest new lines that connect everything."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    lines = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print(new_lines_needed(n, lines))


main()
