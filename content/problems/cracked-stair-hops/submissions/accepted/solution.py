import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    cracked = bytearray(n + 1)
    for x in data[2:2 + k]:
        cracked[int(x)] = 1
    # a, b, c = ways to reach steps i-3, i-2, i-1 (steps below 0 count as 0 ways).
    a, b, c = 0, 0, 1
    for i in range(1, n + 1):
        cur = 0 if cracked[i] else (a + b + c) % MOD
        a, b, c = b, c, cur
    print(c)


main()
