n = int(input())
print("NO" if n == 2 else f"{n // 2} {n // 2}")
