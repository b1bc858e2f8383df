# Plausible bug: assumes the strip holds whole copies of the stamp, so only divisors of n are tried.
import sys

s = sys.stdin.readline().strip()
n = len(s)
for p in range(1, n + 1):
    if n % p == 0 and s[:p] * (n // p) == s:
        print(p)
        break
