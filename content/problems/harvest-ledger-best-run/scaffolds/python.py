import sys


def best_runs(a, corrections):
    """a: the day results. corrections: (i, x) pairs, day i (1-based) becomes x. Return, after each correction, the
    largest total of a non-empty run of consecutive days."""
    # TODO: write your solution here
    return [0] * len(corrections)


def main():
    data = sys.stdin.read().split()
    n, q = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    corrections = [(int(data[2 + n + 2 * j]), int(data[3 + n + 2 * j])) for j in range(q)]
    print('\n'.join(map(str, best_runs(a, corrections))))


main()
