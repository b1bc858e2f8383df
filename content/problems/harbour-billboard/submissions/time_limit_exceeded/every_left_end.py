# Correct but O(n^2): for every left end, extends right keeping the running minimum.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
h = [int(x) for x in data[1:n + 1]]
best = 0
for l in range(n):
    low = h[l]
    for r in range(l, n):
        if h[r] < low:
            low = h[r]
        area = low * (r - l + 1)
        if area > best:
            best = area
print(best)
