line = input().split()
if line[0] == "CHECK":
    print(2 * int(line[1]))
else:
    print(int(line[0]) + 1)
