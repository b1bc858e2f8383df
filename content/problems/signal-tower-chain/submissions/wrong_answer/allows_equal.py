# Plausible bug: bisect_right lets a tower of equal height extend a chain (non-decreasing instead of increasing).
import sys
from bisect import bisect_right


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    tails = []
    for x in map(int, data[1:1 + n]):
        i = bisect_right(tails, x)
        if i == len(tails):
            tails.append(x)
        else:
            tails[i] = x
    print(len(tails))


main()
