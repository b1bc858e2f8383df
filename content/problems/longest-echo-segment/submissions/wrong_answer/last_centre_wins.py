# Plausible bug: ties are resolved with >=, so the echo that starts last is reported.
import sys

s = sys.stdin.readline().strip()
t = '#' + '#'.join(s) + '#'
m = len(t)
rad = [0] * m
centre = right = 0
for i in range(m):
    r = min(rad[2 * centre - i], right - i) if i < right else 0
    while i - r - 1 >= 0 and i + r + 1 < m and t[i - r - 1] == t[i + r + 1]:
        r += 1
    rad[i] = r
    if i + r > right:
        centre, right = i, i + r
best_len, best_start = 0, 0
for i in range(m):
    if rad[i] >= best_len:
        best_len, best_start = rad[i], (i - rad[i]) // 2
print(best_len, best_start + 1)
