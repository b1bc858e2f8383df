import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    c = [[int(data[1 + i * n + j]) for j in range(n)] for i in range(n)]
    if n == 1:
        print(0)
        return
    k = n - 1  # survey points 1..k are bits 0..k-1
    INF = float('inf')
    full = (1 << k) - 1
    # best[mask][p] = cheapest flight from the base visiting exactly `mask`, ending at survey point p + 1.
    best = [[INF] * k for _ in range(1 << k)]
    for p in range(k):
        best[1 << p][p] = c[0][p + 1]
    cost = [[c[p + 1][q + 1] for q in range(k)] for p in range(k)]
    for mask in range(1, full + 1):
        row = best[mask]
        for p in range(k):
            d = row[p]
            if d == INF:
                continue
            cp = cost[p]
            rest = full & ~mask
            while rest:
                low = rest & -rest
                q = low.bit_length() - 1
                nd = d + cp[q]
                target = best[mask | low]
                if nd < target[q]:
                    target[q] = nd
                rest ^= low
    print(min(best[full][p] + c[p + 1][0] for p in range(k)))


main()
