# Correct but slow: computes every binomial coefficient exactly (a number of up to 60 000 digits) and only then
# takes the remainder.
import math
import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for j in range(q):
        n, r = int(data[1 + 2 * j]), int(data[2 + 2 * j])
        out.append(math.comb(n, r) % MOD)
    print('\n'.join(map(str, out)))


main()
