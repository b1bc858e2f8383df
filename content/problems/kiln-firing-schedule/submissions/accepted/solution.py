import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    t = [0] + [int(x) for x in data[2:2 + n]]
    after = [[] for _ in range(n + 1)]
    missing = [0] * (n + 1)
    pos = 2 + n
    for _ in range(m):
        a, b = int(data[pos]), int(data[pos + 1])
        pos += 2
        after[a].append(b)
        missing[b] += 1
    # Kahn's algorithm: a job leaves the queue only after all of its earlier jobs, so its start time is final.
    start = [0] * (n + 1)
    queue = deque(v for v in range(1, n + 1) if missing[v] == 0)
    done = 0
    best = 0
    while queue:
        u = queue.popleft()
        done += 1
        finish = start[u] + t[u]
        if finish > best:
            best = finish
        for v in after[u]:
            if finish > start[v]:
                start[v] = finish
            missing[v] -= 1
            if missing[v] == 0:
                queue.append(v)
    print(best if done == n else 'IMPOSSIBLE')


main()
