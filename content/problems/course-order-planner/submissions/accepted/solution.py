import sys
import heapq


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    after = [[] for _ in range(n + 1)]
    missing = [0] * (n + 1)
    for i in range(m):
        a, b = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        after[a].append(b)
        missing[b] += 1
    # Kahn's algorithm with a min-heap: always take the smallest module that is ready.
    ready = [v for v in range(1, n + 1) if missing[v] == 0]
    heapq.heapify(ready)
    plan = []
    while ready:
        u = heapq.heappop(ready)
        plan.append(u)
        for v in after[u]:
            missing[v] -= 1
            if missing[v] == 0:
                heapq.heappush(ready, v)
    print(' '.join(map(str, plan)) if len(plan) == n else 'IMPOSSIBLE')


main()
