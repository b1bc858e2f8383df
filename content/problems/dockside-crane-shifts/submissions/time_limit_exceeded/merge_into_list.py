# Correct but slow: keeps a list of disjoint busy periods and merges each booking into it by comparing it with every
# period so far: O(n) per booking, O(n^2) in all when most periods stay apart.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    periods = []
    for i in range(n):
        s, e = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        kept = []
        for ps, pe in periods:
            if ps <= e and s <= pe:  # overlaps or touches: absorb it
                s, e = min(s, ps), max(e, pe)
            else:
                kept.append((ps, pe))
        kept.append((s, e))
        periods = kept
    print(len(periods), sum(e - s for s, e in periods))


main()
