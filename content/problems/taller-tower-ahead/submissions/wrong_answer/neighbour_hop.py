# Plausible bug: a "jump" shortcut that follows the blocker of the next tower only once, instead of repeatedly.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
h = [int(x) for x in data[1:n + 1]]
dist = [0] * n
for i in range(n - 2, -1, -1):
    if h[i + 1] > h[i]:
        dist[i] = 1
    elif dist[i + 1] and h[i + 1 + dist[i + 1]] > h[i]:
        dist[i] = 1 + dist[i + 1]
    else:
        dist[i] = 0
print(' '.join(map(str, dist)))
