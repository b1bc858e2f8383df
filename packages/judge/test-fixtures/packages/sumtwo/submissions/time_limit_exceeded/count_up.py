# Counts one by one from a towards a + b: far too slow once the numbers are large.
a, b = map(int, input().split())
total = a
step = 1 if b >= 0 else -1
for _ in range(abs(b)):
    total += step
print(total)
