import sys
from functools import reduce
from operator import xor


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    # Pairs cancel out under XOR (x ^ x = 0), so the XOR of all keys is the key without a twin.
    print(reduce(xor, map(int, data[1:1 + n]), 0))


main()
