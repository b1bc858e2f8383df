# Correct but O(n^2) on repetitive strings: expands around each of the 2n - 1 centres from scratch.
import sys

s = sys.stdin.readline().strip()
n = len(s)
best_len, best_start = 0, 0
for c in range(2 * n - 1):
    lo, hi = c // 2, (c + 1) // 2
    while lo >= 0 and hi < n and s[lo] == s[hi]:
        lo -= 1
        hi += 1
    length, start = hi - lo - 1, lo + 1
    if length > best_len or (length == best_len and start < best_start):
        best_len, best_start = length, start
print(best_len, best_start + 1)
