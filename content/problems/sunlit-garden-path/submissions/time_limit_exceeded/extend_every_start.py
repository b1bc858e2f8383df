# Correct but O(n * answer): from every start, extends right until a (k+1)-th shaded tile appears.
import sys

first = sys.stdin.readline().split()
n, k = int(first[0]), int(first[1])
s = sys.stdin.readline().strip()
best_len, best_start = 0, 0
for l in range(n):
    shaded = 0
    r = l
    while r < n:
        if s[r] == '0':
            shaded += 1
            if shaded > k:
                break
        r += 1
    if r - l > best_len:
        best_len, best_start = r - l, l
print(best_len, best_start + 1)
