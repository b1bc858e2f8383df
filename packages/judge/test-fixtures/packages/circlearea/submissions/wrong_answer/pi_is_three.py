# Uses 3.14 for pi: close, but not within 1e-6.
r = float(input())
print(3.14 * r * r)
