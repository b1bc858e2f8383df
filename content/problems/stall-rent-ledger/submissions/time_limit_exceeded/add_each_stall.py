# Correct but O(n * m): adds every booking to every stall of its range.
import sys

data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
rent = [0] * (n + 1)
for j in range(m):
    l, r, c = int(data[2 + 3 * j]), int(data[3 + 3 * j]), int(data[4 + 3 * j])
    for i in range(l, r + 1):
        rent[i] += c
best, where = -1, 1
for i in range(1, n + 1):
    if rent[i] > best:
        best, where = rent[i], i
print(best, where)
