# Plausible bug: the empty prefix is not counted, so spans that start at hour 1 are missed.
import sys

data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
seen = {}
prefix = 0
spans = 0
for token in data[2:2 + n]:
    prefix += int(token)
    spans += seen.get(prefix - k, 0)
    seen[prefix] = seen.get(prefix, 0) + 1
print(spans)
