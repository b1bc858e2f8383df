import sys
from collections import Counter


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    counts = Counter(data[1:1 + n])
    # A colour with c mittens gives c choose 2 same-colour draws; every other draw mixes two colours.
    same = sum(c * (c - 1) // 2 for c in counts.values())
    print(same, n * (n - 1) // 2 - same)


main()
