# Correct but slow: from every start, extends the run while it stays steady, O(n^2) when long runs are steady
# (about 4.5e8 steps on a flat log of 3e4 readings).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, d = int(data[0]), int(data[1])
    t = list(map(int, data[2:2 + n]))
    best_len, best_start = 0, 0
    for s in range(n):
        hi = lo = t[s]
        e = s + 1
        while e < n:
            hi, lo = max(hi, t[e]), min(lo, t[e])
            if hi - lo > d:
                break
            e += 1
        if e - s > best_len:
            best_len, best_start = e - s, s
    print(best_len, best_start + 1)


main()
