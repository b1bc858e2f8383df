import sys


def max_served(k, wrists, bands):
    """Returns how many visitors can get a band b with wrist <= b <= wrist + k (each band used once)."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n, m, k = int(data[0]), int(data[1]), int(data[2])
    wrists = [int(x) for x in data[3:3 + n]]
    bands = [int(x) for x in data[3 + n:3 + n + m]]
    print(max_served(k, wrists, bands))


main()
