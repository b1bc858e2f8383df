# Correct but slow: every step scans all modules for the smallest ready one, O(n^2 + m).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    after = [[] for _ in range(n + 1)]
    missing = [0] * (n + 1)
    for i in range(m):
        a, b = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        after[a].append(b)
        missing[b] += 1
    done = [False] * (n + 1)
    plan = []
    for _ in range(n):
        u = min((v for v in range(1, n + 1) if not done[v] and missing[v] == 0), default=0)
        if u == 0:
            break
        done[u] = True
        plan.append(u)
        for v in after[u]:
            missing[v] -= 1
    print(' '.join(map(str, plan)) if len(plan) == n else 'IMPOSSIBLE')


main()
