import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    change = [0] * (n + 2)
    for j in range(m):
        l = int(data[2 + 3 * j])
        r = int(data[3 + 3 * j])
        c = int(data[4 + 3 * j])
        change[l] += c
        change[r + 1] -= c
    rent = 0
    best, where = -1, 1
    for i in range(1, n + 1):
        rent += change[i]
        if rent > best:
            best, where = rent, i
    print(best, where)


main()
