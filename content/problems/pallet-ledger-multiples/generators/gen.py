"""Writes data/secret/*.in for Pallet Ledger Multiples (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.py on each input."""
import os
import random

R = random.Random(3141)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXA, MAXK = 5 * 10**4, 10**6, 10**9


def write(name, k, a):
    assert 1 <= len(a) <= MAXN and 1 <= k <= MAXK and all(-MAXA <= x <= MAXA for x in a)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(a)} {k}\n' + ' '.join(map(str, a)) + '\n')


def noise(n, lo=-MAXA, hi=MAXA):
    return [R.randint(lo, hi) for _ in range(n)]


write('01-one-entry-multiple', 7, [-14])
write('02-one-entry-not', 7, [13])
write('03-k-is-one', 1, noise(30))
write('04-negative-classes', 4, [-1, 4, 3, -6, 2, -3, 5])  # prefixes -1 and 3 share a class
write('05-small-random', 5, noise(25, -9, 9))
write('06-max-all-zero', 13, [0] * MAXN)  # every run counts: n(n+1)/2
write('07-max-random-small-k', 7, noise(MAXN))
write('08-max-random-huge-k', MAXK, noise(MAXN))  # almost no multiples of 10^9
# All outgoing: every prefix is negative and large.
write('09-max-all-outgoing', 999983, noise(MAXN, -MAXA, -MAXA + 1000))
# Prefixes oscillate around zero, crossing sign all the time.
write('10-max-alternating-sign', 12, [(-1) ** i * R.randint(1, MAXA) for i in range(MAXN)])
# k = 2 * 10^6 + 1 with large entries: remainders cover a wide range, prefixes reach 5 * 10^10.
write('11-max-large-prefixes', 2 * MAXA + 1, noise(MAXN, MAXA - 10, MAXA))
write('12-max-multiples-of-k', 1000, [1000 * R.randint(-1000, 1000) for _ in range(MAXN)])
