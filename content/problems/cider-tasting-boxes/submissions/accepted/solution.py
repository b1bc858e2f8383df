import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    queries = [(int(data[1 + 2 * j]), int(data[2 + 2 * j])) for j in range(q)]
    top = max(n for n, _ in queries)
    fact = [1] * (top + 1)
    for i in range(1, top + 1):
        fact[i] = fact[i - 1] * i % MOD
    # Fermat: the inverse of top! is (top!)^(p-2); then (i-1)!^-1 = i!^-1 * i, going down.
    inv = [1] * (top + 1)
    inv[top] = pow(fact[top], MOD - 2, MOD)
    for i in range(top, 0, -1):
        inv[i - 1] = inv[i] * i % MOD
    print('\n'.join(str(fact[n] * inv[r] % MOD * inv[n - r] % MOD) for n, r in queries))


main()
