# Wrong: counts how many pairs can be made at the same time from each colour (c // 2) instead of how many
# different draws of two give a pair (c choose 2).
import sys
from collections import Counter


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    counts = Counter(data[1:1 + n])
    same = sum(c // 2 for c in counts.values())
    print(same, n * (n - 1) // 2 - same)


main()
