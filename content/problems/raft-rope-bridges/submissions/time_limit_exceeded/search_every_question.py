# Correct but slow: keeps the bridges as adjacency lists and answers each question with a breadth-first search,
# up to n rafts visited per question (O(n) per ask, about 4e8 steps on the largest tests).
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    out = []
    pos = 2
    for _ in range(q):
        op, a, b = data[pos], int(data[pos + 1]), int(data[pos + 2])
        pos += 3
        if op == b'tie':
            adj[a].append(b)
            adj[b].append(a)
            continue
        seen = [False] * (n + 1)
        seen[a] = True
        queue = deque([a])
        while queue and not seen[b]:
            x = queue.popleft()
            for y in adj[x]:
                if not seen[y]:
                    seen[y] = True
                    queue.append(y)
        out.append('YES' if seen[b] else 'NO')
    sys.stdout.write('\n'.join(out) + '\n')


main()
