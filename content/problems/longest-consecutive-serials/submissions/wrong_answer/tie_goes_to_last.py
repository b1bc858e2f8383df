# Plausible bug: scans runs in increasing order but updates on ties, so the LARGEST start of a longest run wins.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
values = sorted(set(map(int, data[1:n + 1])))
best_len, best_start = 0, 0
length, start = 0, None
for i, v in enumerate(values):
    if i > 0 and v == values[i - 1] + 1:
        length += 1
    else:
        length, start = 1, v
    if length >= best_len:
        best_len, best_start = length, start
print(best_len, best_start)
