# Correct but O(n^2) on one long run: walks upward from every number, not only from run beginnings.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
owned = set(map(int, data[1:n + 1]))
best_len, best_start = 0, 0
for v in owned:
    length = 1
    while v + length in owned:
        length += 1
    if length > best_len or (length == best_len and v < best_start):
        best_len, best_start = length, v
print(best_len, best_start)
