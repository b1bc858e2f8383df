# Adds the numbers one by one: fast enough for group 1 only.
n = int(input())
total = 0
for i in range(1, n + 1):
    total += i
print(total)
