import sys

MOD = 10**9 + 7


def clean_walks(h, w, puddles):
    """puddles: list of (r, c). Return the number of right/down walks (1,1) -> (h,w) avoiding them, mod 10^9+7."""
    # TODO: write your solution here
    return 0


def main():
    data = list(map(int, sys.stdin.read().split()))
    h, w, k = data[0], data[1], data[2]
    print(clean_walks(h, w, [(data[3 + 2 * i], data[4 + 2 * i]) for i in range(k)]))


main()
