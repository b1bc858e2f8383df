import sys


def groups_after_washouts(n, causeways, washed):
    """causeways: list of (a, b); washed: causeway numbers (1-based) in the order they were lost.
    Returns the list of group counts after each washout."""
    # TODO: write your solution here
    return [n] * len(washed)


def main():
    data = sys.stdin.read().split()
    n, m, q = int(data[0]), int(data[1]), int(data[2])
    causeways = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(m)]
    washed = [int(x) for x in data[3 + 2 * m:3 + 2 * m + q]]
    print('\n'.join(map(str, groups_after_washouts(n, causeways, washed))))


main()
