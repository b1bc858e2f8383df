# Correct but slow: tests every house in every range by trial division.
import sys


def is_prime(x):
    if x < 2:
        return False
    d = 2
    while d * d <= x:
        if x % d == 0:
            return False
        d += 1
    return True


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for j in range(q):
        lo, hi = int(data[1 + 2 * j]), int(data[2 + 2 * j])
        out.append(sum(1 for x in range(lo, hi + 1) if is_prime(x)))
    print('\n'.join(map(str, out)))


main()
