n = int(input())
print("NO" if n == 2 else f"2 {n - 2}")
