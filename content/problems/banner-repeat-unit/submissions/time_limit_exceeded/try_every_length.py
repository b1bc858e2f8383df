# Correct but O(n^2) in the worst case: tries every p and compares letter by letter.
import sys

s = sys.stdin.readline().strip()
n = len(s)
for p in range(1, n + 1):
    i = p
    while i < n and s[i] == s[i - p]:
        i += 1
    if i == n:
        print(p)
        break
