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
    lo, hi = max(w), sum(w)  # lo is the least possible capacity; hi always works
    while lo < hi:
        mid = (lo + hi) // 2
        if days_needed(w, mid) <= d:
            hi = mid
        else:
            lo = mid + 1
    print(lo)


main()
