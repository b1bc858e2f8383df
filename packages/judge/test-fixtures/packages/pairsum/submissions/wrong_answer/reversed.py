s = int(input())
print(s, 0)
