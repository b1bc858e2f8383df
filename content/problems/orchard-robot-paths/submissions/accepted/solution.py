import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    rows, cols, k = int(data[0]), int(data[1]), int(data[2])
    pts = sorted((int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(k))
    pts.append((rows, cols))  # the exit is handled as the last "tree"
    n = rows + cols
    fact = [1] * (n + 1)
    for i in range(1, n + 1):
        fact[i] = fact[i - 1] * i % MOD
    inv = [1] * (n + 1)
    inv[n] = pow(fact[n], MOD - 2, MOD)  # Fermat: MOD is prime
    for i in range(n, 0, -1):
        inv[i - 1] = inv[i] * i % MOD

    def routes(dr, dc):
        return fact[dr + dc] * inv[dr] % MOD * inv[dc] % MOD

    # first[i] = routes from (1, 1) to pts[i] that touch no earlier tree.
    first = []
    for i, (r, c) in enumerate(pts):
        total = routes(r - 1, c - 1)
        for j in range(i):
            rj, cj = pts[j]
            if rj <= r and cj <= c:
                total -= first[j] * routes(r - rj, c - cj)
        first.append(total % MOD)
    print(first[-1])


main()
