# Plausible bug: counts j - i + 1 partners, i.e. lets an item pair with itself.
import sys

data = sys.stdin.buffer.read().split()
n, budget = int(data[0]), int(data[1])
p = [int(x) for x in data[2:2 + n]]
pairs = 0
i, j = 0, n - 1
while i <= j:
    if p[i] + p[j] <= budget:
        pairs += j - i + 1
        i += 1
    else:
        j -= 1
print(pairs)
