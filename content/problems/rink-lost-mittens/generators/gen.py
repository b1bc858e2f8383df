"""Writes data/secret for rink-lost-mittens. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(2718)
MAXN, MAXC = 5 * 10**4, 10**6


def write(name, colours):
    assert 1 <= len(colours) <= MAXN and all(1 <= c <= MAXC for c in colours)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(colours)}\n' + ' '.join(map(str, colours)) + '\n')


write('01-two-same', [5, 5])
write('02-two-different', [1, MAXC])
write('03-all-distinct-small', list(range(1, 21)))
write('04-small-random', [random.randint(1, 4) for _ in range(30)])
# Counts of 2 and 3: disjoint pairs (c // 2) and draws (c choose 2) part ways at 3.
write('05-triples', [c for c in range(1, 200) for _ in range(3)])
# One colour for every mitten: c (c - 1) = 2.5 * 10^9 overflows 32 bits.
write('06-max-one-colour', [7] * MAXN)
write('07-max-all-distinct', random.sample(range(1, MAXC + 1), 20000))
write('08-max-few-colours', [random.choice([3, 4, 5, 6]) for _ in range(MAXN)])
write('09-max-random', [random.randint(1, 5000) for _ in range(20000)])
# One huge colour among singles: the overflow hides in one term.
write('10-max-one-big-colour', [1] * 47000 + random.sample(range(100, 10000), MAXN - 47000))
write('11-two-big-colours', [1] * 25000 + [2] * 25000)
write('12-largest-colour-values', [MAXC - random.randint(0, 9) for _ in range(1000)])
