import sys

MOD = 10**9 + 7


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    h, w, k = data[0], data[1], data[2]
    cells = sorted((data[3 + 2 * i], data[4 + 2 * i]) for i in range(k))
    cells.append((h, w))  # the stile is the last "puddle": f of it is the answer
    top = h + w
    fact = [1] * (top + 1)
    for i in range(1, top + 1):
        fact[i] = fact[i - 1] * i % MOD
    inv = [1] * (top + 1)
    inv[top] = pow(fact[top], MOD - 2, MOD)
    for i in range(top, 0, -1):
        inv[i - 1] = inv[i] * i % MOD

    def walks(dr, dc):  # walks with dr steps down and dc steps right
        return fact[dr + dc] * inv[dr] % MOD * inv[dc] % MOD

    f = []
    for i, (r, c) in enumerate(cells):
        v = walks(r - 1, c - 1)
        for j in range(i):
            rj, cj = cells[j]
            if rj <= r and cj <= c:
                v -= f[j] * walks(r - rj, c - cj)  # walks whose first puddle is j
        f.append(v % MOD)
    print(f[-1])


main()
