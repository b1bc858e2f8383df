# Correct but slow: tries capacities upwards from the heaviest crate until one works, O(n * answer range).
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
    cap = max(w)
    while days_needed(w, cap) > d:
        cap += 1
    print(cap)


main()
