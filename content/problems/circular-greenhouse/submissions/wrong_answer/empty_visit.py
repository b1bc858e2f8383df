# Plausible bug: Kadane-style reset to 0 lets the visitor see no bed at all, so all-negative rings print 0.
import sys

data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
b = [int(x) for x in data[2:2 + n]]
ring = b + b
P = [0]
for x in ring:
    P.append(P[-1] + x)
best = 0
window = []
head = 0
for j in range(1, 2 * n + 1):
    while len(window) > head and P[window[-1]] >= P[j - 1]:
        window.pop()
    window.append(j - 1)
    if window[head] < j - k:
        head += 1
    best = max(best, P[j] - P[window[head]])
print(best)
