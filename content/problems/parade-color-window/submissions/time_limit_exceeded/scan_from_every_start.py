# Correct but O(n^2) when the answer is long: from every start, extends to the right until all colours are seen.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
c = data[1:n + 1]
total = len(set(c))
best_len, best_start = n + 1, 0
for l in range(n):
    seen = set()
    for r in range(l, n):
        seen.add(c[r])
        if len(seen) == total:
            if r - l + 1 < best_len:
                best_len, best_start = r - l + 1, l
            break
print(best_len, best_start + 1)
