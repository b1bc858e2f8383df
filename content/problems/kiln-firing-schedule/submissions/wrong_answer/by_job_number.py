# Plausible bug: computes finish times in the order 1, 2, ..., n, as if every job only depended on smaller
# numbers. A job that depends on a larger number reads a finish time that is not final yet. Cycles are found
# separately (so only the timing is wrong).
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    t = [0] + [int(x) for x in data[2:2 + n]]
    before = [[] for _ in range(n + 1)]
    after = [[] for _ in range(n + 1)]
    missing = [0] * (n + 1)
    pos = 2 + n
    for _ in range(m):
        a, b = int(data[pos]), int(data[pos + 1])
        pos += 2
        before[b].append(a)
        after[a].append(b)
        missing[b] += 1
    queue = deque(v for v in range(1, n + 1) if missing[v] == 0)
    seen = 0
    while queue:
        u = queue.popleft()
        seen += 1
        for v in after[u]:
            missing[v] -= 1
            if missing[v] == 0:
                queue.append(v)
    if seen < n:
        print('IMPOSSIBLE')
        return
    finish = [0] * (n + 1)
    for v in range(1, n + 1):
        finish[v] = t[v] + max((finish[u] for u in before[v]), default=0)
    print(max(finish))


main()
