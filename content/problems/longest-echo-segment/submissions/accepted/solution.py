import sys


def main():
    s = sys.stdin.readline().strip()
    t = '#' + '#'.join(s) + '#'
    m = len(t)
    rad = [0] * m
    centre = right = 0
    for i in range(m):
        r = min(rad[2 * centre - i], right - i) if i < right else 0
        lo, hi = i - r - 1, i + r + 1
        while lo >= 0 and hi < m and t[lo] == t[hi]:
            lo -= 1
            hi += 1
        r = hi - i - 1
        rad[i] = r
        if i + r > right:
            centre, right = i, i + r
    best_len, best_start = 0, 0
    for i in range(m):
        length = rad[i]
        start = (i - length) // 2
        if length > best_len or (length == best_len and start < best_start):
            best_len, best_start = length, start
    print(best_len, best_start + 1)


main()
