# Plausible bug: the search starts at capacity 1, and the day count never notices a crate heavier than the barge.
import sys


def days_needed(weights, cap):
    days, load = 1, 0
    for w in weights:
        if load + w > cap:
            days += 1
            load = 0
        load += w
    return days


def main():
    data = sys.stdin.buffer.read().split()
    n, d = int(data[0]), int(data[1])
    w = [int(x) for x in data[2:2 + n]]
    lo, hi = 1, sum(w)
    while lo < hi:
        mid = (lo + hi) // 2
        if days_needed(w, mid) <= d:
            hi = mid
        else:
            lo = mid + 1
    print(lo)


main()
