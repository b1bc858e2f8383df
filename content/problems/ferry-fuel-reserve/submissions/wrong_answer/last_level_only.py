# Plausible bug: only checks the level at the end of the trip instead of after every leg.
import sys

data = sys.stdin.read().split()
n = int(data[0])
total = sum(int(x) for x in data[1:n + 1])
print(max(0, -total))
