# Correct but O(n * k): tries every start and extends the visit bed by bed.
import sys

data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
b = [int(x) for x in data[2:2 + n]]
best = None
for s in range(n):
    total = 0
    for L in range(k):
        total += b[(s + L) % n]
        if best is None or total > best:
            best = total
print(best)
