# Correct but slow: relaxes every route round after round until no arrival improves (Bellman-Ford with the
# timetable), up to n rounds of m routes: about 1e8 relaxations on a long chain listed backwards.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    routes = [tuple(data[2 + 5 * i:7 + 5 * i]) for i in range(m)]
    inf = float('inf')
    best = [inf] * (n + 1)
    best[1] = 0
    changed = True
    while changed:
        changed = False
        for a, b, f, p, d in routes:
            t = best[a]
            if t == inf:
                continue
            leave = f if t <= f else f + -((f - t) // p) * p
            if leave + d < best[b]:
                best[b] = leave + d
                changed = True
    print(best[n] if best[n] < inf else -1)


main()
