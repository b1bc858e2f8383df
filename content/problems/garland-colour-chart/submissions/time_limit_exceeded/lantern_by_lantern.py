# Correct but slow: the DP one lantern at a time, n - 1 steps - fine for short garlands, hopeless for n = 10^18.
import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.read().split()
    k, n = int(data[0]), int(data[1])
    chart = [[int(ch) for ch in data[2 + c]] for c in range(k)]
    ways = [1] * k
    for _ in range(n - 1):
        ways = [sum(ways[c] for c in range(k) if chart[c][d]) % MOD for d in range(k)]
    print(sum(ways) % MOD)


main()
