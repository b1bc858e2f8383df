import sys


def count_primes(queries):
    """queries: list of (lo, hi). Returns, for each, how many primes p satisfy lo <= p <= hi."""
    # TODO: write your solution here
    return [0] * len(queries)


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    queries = [(int(data[1 + 2 * j]), int(data[2 + 2 * j])) for j in range(q)]
    print('\n'.join(map(str, count_primes(queries))))


main()
