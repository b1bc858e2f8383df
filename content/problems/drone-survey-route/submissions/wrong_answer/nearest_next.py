# Plausible bug: nearest-neighbour greedy -- always fly to the cheapest unvisited point next.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    c = [[int(data[1 + i * n + j]) for j in range(n)] for i in range(n)]
    seen, at, total = {0}, 0, 0
    while len(seen) < n:
        nxt = min((j for j in range(n) if j not in seen), key=lambda j: c[at][j])
        total += c[at][nxt]
        seen.add(nxt)
        at = nxt
    print(total + c[at][0])


main()
