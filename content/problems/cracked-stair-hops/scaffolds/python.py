import sys

MOD = 10**9 + 7


def count_ways(n, cracked):
    """cracked: list of cracked steps. Returns the number of ways from step 0 to step n, modulo 10^9+7."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    print(count_ways(n, [int(x) for x in data[2:2 + k]]))


main()
