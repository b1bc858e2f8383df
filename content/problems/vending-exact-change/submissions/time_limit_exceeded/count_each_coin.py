# Correct but slow: for every token value, tries every possible count of that token, O(k * A^2 / d).
import sys


def main():
    data = sys.stdin.read().split()
    k, amount = int(data[0]), int(data[1])
    coins = [int(x) for x in data[2:2 + k]]
    INF = amount + 1
    best = [0] + [INF] * amount
    for d in coins:
        new = best[:]
        for a in range(amount + 1):
            t = 1
            while t * d <= a:
                if best[a - t * d] + t < new[a]:
                    new[a] = best[a - t * d] + t
                t += 1
        best = new
    print(best[amount] if best[amount] < INF else -1)


main()
