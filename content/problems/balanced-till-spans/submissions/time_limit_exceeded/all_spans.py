# Correct but O(n^2): sums every span by extending it hour by hour.
import sys

data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
c = [int(x) for x in data[2:2 + n]]
spans = 0
for i in range(n):
    total = 0
    for j in range(i, n):
        total += c[j]
        if total == k:
            spans += 1
print(spans)
