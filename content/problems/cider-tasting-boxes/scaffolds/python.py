import sys


def count_boxes(queries):
    """queries: list of (n, r). Return, for each, the number of ways to pick r of n varieties, modulo 10^9 + 7."""
    # TODO: write your solution here
    return [0] * len(queries)


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    queries = [(int(data[1 + 2 * j]), int(data[2 + 2 * j])) for j in range(q)]
    print('\n'.join(map(str, count_boxes(queries))))


main()
