# Correct but O(n^2) when heights fall: scans east from every tower.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
h = [int(x) for x in data[1:n + 1]]
dist = [0] * n
for i in range(n):
    for j in range(i + 1, n):
        if h[j] > h[i]:
            dist[i] = j - i
            break
print(' '.join(map(str, dist)))
