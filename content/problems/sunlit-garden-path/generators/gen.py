"""Writes data/secret/*.in for Sunlit Garden Path (seeded, deterministic). Answers come from the accepted solution."""
import os
import random

R = random.Random(4711)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN = 2 * 10**5


def write(name, k, s):
    assert 1 <= len(s) <= MAXN and 0 <= k <= len(s)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(s)} {k}\n{s}\n')


def bits(n, p_one):
    return ''.join('1' if R.random() < p_one else '0' for _ in range(n))


write('01-one-sunlit', 0, '1')
write('02-one-shaded-no-pruning', 0, '0')
write('03-one-shaded-prune', 1, '0')
write('04-k-zero', 0, '1101110111')
write('05-k-covers-all', 5, '01010')
write('06-tie-first', 1, '1011101')
write('07-all-sunlit', 3, '1' * 50)
write('08-small-random', 2, bits(20, 0.5))
write('09-random-max', 1000, bits(MAXN, 0.5))  # long answer: a scan from every start is quadratic
write('10-all-shaded-max', 0, '0' * 60000)
write('11-mostly-sunny', 3, bits(60000, 0.999))
write('12-k-equals-n', 20000, bits(20000, 0.3))
