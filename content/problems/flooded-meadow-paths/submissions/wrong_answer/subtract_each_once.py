# Wrong: subtracts the walks through each puddle separately. A walk through two puddles is subtracted twice, so with
# puddles that share walks the count comes out too small.
import sys

MOD = 10**9 + 7


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    h, w, k = data[0], data[1], data[2]
    top = h + w
    fact = [1] * (top + 1)
    for i in range(1, top + 1):
        fact[i] = fact[i - 1] * i % MOD
    inv = [1] * (top + 1)
    inv[top] = pow(fact[top], MOD - 2, MOD)
    for i in range(top, 0, -1):
        inv[i - 1] = inv[i] * i % MOD

    def walks(dr, dc):
        return fact[dr + dc] * inv[dr] % MOD * inv[dc] % MOD

    total = walks(h - 1, w - 1)
    for i in range(k):
        r, c = data[3 + 2 * i], data[4 + 2 * i]
        total -= walks(r - 1, c - 1) * walks(h - r, w - c)
    print(total % MOD)


main()
