# Plausible bug: assumes every ferry line joins two different groups, so groups = n - m.
import sys

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
print(max(0, n - m - 1))
