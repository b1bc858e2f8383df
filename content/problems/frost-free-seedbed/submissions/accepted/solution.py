import sys


def main():
    data = sys.stdin.read().split()
    r, c = int(data[0]), int(data[1])
    rows = data[2:2 + r]
    prev = [0] * (c + 1)  # s of the row above, with a zero column on the left
    best = count = 0
    for i in range(r):
        cur = [0] * (c + 1)
        row = rows[i]
        for j in range(c):
            if row[j] == '.':
                s = 1 + min(prev[j + 1], cur[j], prev[j])  # up, left, up-left
                cur[j + 1] = s
                if s > best:
                    best, count = s, 1
                elif s == best:
                    count += 1
        prev = cur
    print(best, count)


main()
