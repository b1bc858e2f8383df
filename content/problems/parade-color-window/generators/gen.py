"""Writes data/secret/*.in for Parade Colour Window (seeded, deterministic). Answers come from the accepted solution."""
import os
import random

R = random.Random(1234)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXC = 2 * 10**4, 10**9


def write(name, c):
    assert 1 <= len(c) <= MAXN and all(1 <= x <= MAXC for x in c)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(c)}\n{" ".join(map(str, c))}\n')


write('01-one-float', [MAXC])
write('02-two-colours', [1, 2])
write('03-all-distinct', [9, 8, 7, 6, 5])
write('04-answer-at-end', [1, 1, 1, 2, 2, 1, 3])
write('05-tie-first', [4, 5, 4, 5, 4])
write('06-shrink-many', [1, 1, 1, 1, 2, 2, 2, 3, 1])
write('07-small-random', [R.randint(1, 4) for _ in range(15)])
colours = R.sample(range(1, MAXC + 1), 500)
write('08-big-codes', [R.choice(colours) for _ in range(5000)])
# Many colours, each appearing rarely: the shortest window is long, so a naive scan from every start is quadratic.
palette = list(range(1, 2001))
c = [R.choice(palette) for _ in range(MAXN)]
write('09-many-colours-max', c)
write('10-all-distinct-max', R.sample(range(1, 10**5), MAXN))
write('11-two-colours-max', [1] * (MAXN - 1) + [2])
write('12-rare-colour-middle', [R.randint(1, 50) for _ in range(9000)] + [77777] + [R.randint(1, 50) for _ in range(9000)])
