import sys


def main():
    first = sys.stdin.readline().split()
    n, k = int(first[0]), int(first[1])
    s = sys.stdin.readline().strip()
    shaded = 0
    l = 0
    best_len, best_start = 0, 0
    for r in range(n):
        if s[r] == '0':
            shaded += 1
            while shaded > k:
                if s[l] == '0':
                    shaded -= 1
                l += 1
        if r - l + 1 > best_len:
            best_len, best_start = r - l + 1, l
    print(best_len, best_start + 1)


main()
