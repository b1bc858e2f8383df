# Keeps only the running maximum and minimum; when a reading breaks the limit it starts a new run at that reading,
# so it never finds a steady run that overlaps the broken one (sample 1).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, d = int(data[0]), int(data[1])
    t = list(map(int, data[2:2 + n]))
    start, hi, lo = 0, t[0], t[0]
    best_len, best_start = 1, 0
    for i in range(1, n):
        hi, lo = max(hi, t[i]), min(lo, t[i])
        if hi - lo > d:
            start, hi, lo = i, t[i], t[i]
        if i - start + 1 > best_len:
            best_len, best_start = i - start + 1, start
    print(best_len, best_start + 1)


main()
