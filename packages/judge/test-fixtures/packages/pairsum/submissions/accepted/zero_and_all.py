s = int(input())
print(0, s)
