import sys


def earliest_finish(n, t, rules):
    """t: durations of jobs 1..n (t[0] is job 1); rules: list of (a, b), job a before job b.
    Returns the earliest hour all jobs are finished, or None if no schedule exists."""
    # TODO: write your solution here
    return sum(t)


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    t = [int(x) for x in data[2:2 + n]]
    rules = [(int(data[2 + n + 2 * i]), int(data[3 + n + 2 * i])) for i in range(m)]
    answer = earliest_finish(n, t, rules)
    print('IMPOSSIBLE' if answer is None else answer)


main()
