# Plausible bug: treats the tree as if it were complete, so depth = floor(log2(nodes)) + 1.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nodes = sum(1 for x in data[1:1 + n] if x != '-1')
    if nodes == 0:
        print('0 0')
        return
    depth = nodes.bit_length()
    print(depth, nodes - (1 << (depth - 1)) + 1)


main()
