# Plausible bug: reports the repeated ticket whose FIRST scan is earliest, instead of the earliest second scan.
import sys

data = sys.stdin.read().split()
n = int(data[0])
t = data[1:n + 1]
first = {}
repeated_at = {}
for j, x in enumerate(t, 1):
    if x in first:
        repeated_at.setdefault(x, j)
    else:
        first[x] = j
if not repeated_at:
    print(-1)
else:
    x = min(repeated_at, key=lambda v: first[v])
    print(int(x), repeated_at[x])
