# Plausible bug: subtracts the routes through each tree separately, so routes through two trees are removed twice.
import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    rows, cols, k = int(data[0]), int(data[1]), int(data[2])
    n = rows + cols
    fact = [1] * (n + 1)
    for i in range(1, n + 1):
        fact[i] = fact[i - 1] * i % MOD
    inv = [1] * (n + 1)
    inv[n] = pow(fact[n], MOD - 2, MOD)
    for i in range(n, 0, -1):
        inv[i - 1] = inv[i] * i % MOD

    def routes(dr, dc):
        return fact[dr + dc] * inv[dr] % MOD * inv[dc] % MOD

    total = routes(rows - 1, cols - 1)
    for i in range(k):
        r, c = int(data[3 + 2 * i]), int(data[4 + 2 * i])
        total -= routes(r - 1, c - 1) * routes(rows - r, cols - c)
    print(total % MOD)


main()
