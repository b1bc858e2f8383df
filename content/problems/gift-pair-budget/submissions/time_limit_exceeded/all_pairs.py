# Correct but O(n^2): checks every pair.
import sys

data = sys.stdin.buffer.read().split()
n, budget = int(data[0]), int(data[1])
p = [int(x) for x in data[2:2 + n]]
pairs = 0
for i in range(n):
    for j in range(i + 1, n):
        if p[i] + p[j] <= budget:
            pairs += 1
print(pairs)
