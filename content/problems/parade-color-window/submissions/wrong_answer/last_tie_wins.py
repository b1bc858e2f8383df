# Plausible bug: records the window with <=, so among equally short windows the LAST one is reported.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
c = data[1:n + 1]
total = len(set(c))
inside = {}
have = 0
best_len, best_start = n + 1, 0
l = 0
for r in range(n):
    inside[c[r]] = inside.get(c[r], 0) + 1
    if inside[c[r]] == 1:
        have += 1
    if have < total:
        continue
    while inside[c[l]] > 1:
        inside[c[l]] -= 1
        l += 1
    if r - l + 1 <= best_len:
        best_len, best_start = r - l + 1, l
print(best_len, best_start + 1)
