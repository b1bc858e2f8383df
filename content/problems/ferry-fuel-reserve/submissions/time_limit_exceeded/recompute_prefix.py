# Correct but quadratic: recomputes each prefix sum from scratch.
import sys

data = sys.stdin.read().split()
n = int(data[0])
a = [int(x) for x in data[1:n + 1]]
lowest = 0
for k in range(1, n + 1):
    total = 0
    for i in range(k):
        total += a[i]
    lowest = min(lowest, total)
print(-lowest)
