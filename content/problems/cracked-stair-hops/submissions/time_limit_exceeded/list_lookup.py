# Correct but slow: keeps the cracked steps in a list, so every "is it cracked?" check scans it: O(n * k).
import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    cracked = [int(x) for x in data[2:2 + k]]
    ways = [1] + [0] * n
    for i in range(1, n + 1):
        if i in cracked:
            continue
        ways[i] = (ways[i - 1] + (ways[i - 2] if i >= 2 else 0) + (ways[i - 3] if i >= 3 else 0)) % MOD
    print(ways[n])


main()
