# Plausible bug: greedy -- always take the largest token that still fits.
import sys


def main():
    data = sys.stdin.read().split()
    k, amount = int(data[0]), int(data[1])
    coins = sorted((int(x) for x in data[2:2 + k]), reverse=True)
    used = 0
    for d in coins:
        used += amount // d
        amount %= d
    print(used if amount == 0 else -1)


main()
