# Plausible bug: greedily prunes the first k shaded tiles and then measures the longest sunlit run.
import sys

first = sys.stdin.readline().split()
n, k = int(first[0]), int(first[1])
s = list(sys.stdin.readline().strip())
left = k
for i in range(n):
    if s[i] == '0' and left > 0:
        s[i] = '1'
        left -= 1
best_len, best_start, run = 0, 0, 0
for i in range(n):
    run = run + 1 if s[i] == '1' else 0
    if run > best_len:
        best_len, best_start = run, i - run + 1
print(best_len, best_start + 1)
