import sys


def main():
    data = sys.stdin.buffer.read().split()
    k, amount = int(data[0]), int(data[1])
    coins = [int(x) for x in data[2:2 + k]]
    INF = amount + 1
    best = [0] + [INF] * amount
    # Unbounded knapsack: each coin may be reused, so amounts are scanned upwards.
    for d in coins:
        for a in range(d, amount + 1):
            c = best[a - d] + 1
            if c < best[a]:
                best[a] = c
    print(best[amount] if best[amount] < INF else -1)


main()
