# Plausible bug: Kahn's algorithm with a plain FIFO queue. The plan is valid, but not always the smallest one.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    after = [[] for _ in range(n + 1)]
    missing = [0] * (n + 1)
    for i in range(m):
        a, b = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        after[a].append(b)
        missing[b] += 1
    ready = deque(v for v in range(1, n + 1) if missing[v] == 0)
    plan = []
    while ready:
        u = ready.popleft()
        plan.append(u)
        for v in after[u]:
            missing[v] -= 1
            if missing[v] == 0:
                ready.append(v)
    print(' '.join(map(str, plan)) if len(plan) == n else 'IMPOSSIBLE')


main()
