import sys


def smallest_plan(n, rules):
    """rules: list of (a, b) meaning a before b. Returns the smallest plan as a list, or None if impossible."""
    # TODO: write your solution here
    return list(range(1, n + 1))


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    rules = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    plan = smallest_plan(n, rules)
    print('IMPOSSIBLE' if plan is None else ' '.join(map(str, plan)))


main()
