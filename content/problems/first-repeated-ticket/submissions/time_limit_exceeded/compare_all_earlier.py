# Correct but O(n^2): compares every scan with all earlier scans.
import sys

data = sys.stdin.read().split()
n = int(data[0])
t = [int(x) for x in data[1:n + 1]]
answer = None
for j in range(n):
    for i in range(j):
        if t[i] == t[j]:
            answer = (t[j], j + 1)
            break
    if answer:
        break
print(*answer if answer else [-1])
