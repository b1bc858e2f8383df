# Forgets that the two numbers must differ (and is off by one for odd n).
n = int(input())
print(n // 2, n // 2)
