# Plausible bug: starts the search from the first frozen cell only, as if frost had a single origin.
import sys
from collections import deque


def main():
    data = sys.stdin.read().split()
    r, c = int(data[0]), int(data[1])
    g = data[2:2 + r]
    dist = [[-1] * c for _ in range(r)]
    q = deque()
    for i in range(r):
        j = g[i].find('F')
        if j >= 0:
            dist[i][j] = 0
            q.append((i, j))
            break
    for i in range(r):
        for j in range(c):
            if g[i][j] == 'F' and dist[i][j] < 0:
                dist[i][j] = 0  # other frozen cells are known to be frozen, but do not spread
    last = 0
    while q:
        i, j = q.popleft()
        last = max(last, dist[i][j])
        for a, b in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
            if 0 <= a < r and 0 <= b < c and g[a][b] == '.' and dist[a][b] < 0:
                dist[a][b] = dist[i][j] + 1
                q.append((a, b))
    left = any(g[i][j] == '.' and dist[i][j] < 0 for i in range(r) for j in range(c))
    print(-1 if left else last)


main()
