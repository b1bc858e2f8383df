import sys
from bisect import bisect_left


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    # tails[L-1] = lowest height a chain of length L can end with; strictly increasing.
    tails = []
    for x in map(int, data[1:1 + n]):
        i = bisect_left(tails, x)  # first end >= x: equal heights cannot extend a chain
        if i == len(tails):
            tails.append(x)
        else:
            tails[i] = x
    print(len(tails))


main()
