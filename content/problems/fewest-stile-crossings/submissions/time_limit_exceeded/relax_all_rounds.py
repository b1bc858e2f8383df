# Correct but slow: relaxes every footpath in both directions, round after round, until no distance improves
# (Bellman-Ford). On a long path listed from its far end that takes about n rounds of m footpaths: 4e8 steps.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    edges = [(data[2 + 2 * i], data[3 + 2 * i]) for i in range(m)]
    inf = n + 1
    dist = [inf] * (n + 1)
    dist[1] = 0
    changed = True
    while changed:
        changed = False
        for a, b in edges:
            if dist[a] + 1 < dist[b]:
                dist[b] = dist[a] + 1
                changed = True
            if dist[b] + 1 < dist[a]:
                dist[a] = dist[b] + 1
                changed = True
    print(dist[n] if dist[n] < inf else -1)


main()
