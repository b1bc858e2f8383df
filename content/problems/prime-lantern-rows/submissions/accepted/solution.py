import sys
from itertools import accumulate


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    queries = [(int(data[1 + 2 * j]), int(data[2 + 2 * j])) for j in range(q)]
    top = max(hi for _, hi in queries)
    # Sieve of Eratosthenes up to the largest house number asked about.
    sieve = bytearray([1]) * (top + 1)
    sieve[0] = 0
    if top >= 1:
        sieve[1] = 0
    p = 2
    while p * p <= top:
        if sieve[p]:
            sieve[p * p::p] = bytes(len(range(p * p, top + 1, p)))
        p += 1
    upto = list(accumulate(sieve))  # upto[x] = number of primes <= x
    print('\n'.join(str(upto[hi] - upto[lo - 1]) for lo, hi in queries))


main()
