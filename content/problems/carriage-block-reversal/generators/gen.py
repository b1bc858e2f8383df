"""Writes data/secret/*.in for Carriage Block Reversal (seeded, deterministic). Answers come from the accepted
solution."""
import os
import random

R = random.Random(1701)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXC = 2 * 10**4, 10**6


def write(name, k, c):
    assert 1 <= k <= len(c) <= MAXN and all(1 <= x <= MAXC for x in c)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(c)} {k}\n{" ".join(map(str, c))}\n')


write('01-single', 1, [MAXC])
write('02-k-one-unchanged', 1, [3, 1, 2])
write('03-two-whole', 2, [1, 2])
write('04-tail-of-one', 3, [1, 2, 3, 4, 5, 6, 7])
write('05-tail-of-k-minus-one', 4, list(range(1, 12)))
write('06-exact-blocks', 3, list(range(1, 10)))
write('07-small-random', 3, [R.randint(1, 9) for _ in range(11)])
write('08-max-k-equals-n', MAXN, [R.randint(1, 999) for _ in range(MAXN)])  # one huge block
write('09-max-k-two', 2, [R.randint(1, 99) for _ in range(MAXN - 1)])
write('10-large-k-with-tail', 7000, [R.randint(1, 999) for _ in range(15000)])  # block of 7000 twice, tail 1000
write('11-k-just-above-half', 3001, list(range(6000, 0, -1)))
write('12-repeated', 5, [7] * 23)
