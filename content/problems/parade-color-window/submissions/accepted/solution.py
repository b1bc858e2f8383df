import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    c = data[1:n + 1]  # colours compared as byte strings: equal codes have equal spellings
    total = len(set(c))
    inside = {}
    have = 0
    best_len, best_start = n + 1, 0
    l = 0
    for r in range(n):
        x = c[r]
        k = inside.get(x, 0)
        if k == 0:
            have += 1
        inside[x] = k + 1
        if have < total:
            continue
        while inside[c[l]] > 1:
            inside[c[l]] -= 1
            l += 1
        if r - l + 1 < best_len:
            best_len, best_start = r - l + 1, l
    print(best_len, best_start + 1)


main()
