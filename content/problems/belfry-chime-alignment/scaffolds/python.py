import sys

MOD = 10**9 + 7


def next_alignment(periods):
    """Returns the first t > 0 divisible by every period, modulo 10^9 + 7."""
    # TODO: write your solution here
    return 1


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    print(next_alignment([int(x) for x in data[1:1 + n]]))


main()
