# Expects a third number that is never there, so unpacking fails on every input.
a, b, c = map(int, input().split())
print(a + b)
