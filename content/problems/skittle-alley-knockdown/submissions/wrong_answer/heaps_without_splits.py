# Wrong: treats every stretch like a Nim heap from which one or two skittles are taken (Grundy value m mod 3), as if
# a throw could only hit the ends of a stretch. A throw in the middle splits the stretch, which this ignores.
import sys


def main():
    data = sys.stdin.read().split()
    lengths = [len(r) for r in data[1].split('.') if r]
    total = 0
    for m in lengths:
        total ^= m % 3
    wins = 0
    for m in lengths:
        need = total ^ (m % 3)
        wins += sum(1 for take in (1, 2) if take <= m and (m - take) % 3 == need)
    print(wins)


main()
