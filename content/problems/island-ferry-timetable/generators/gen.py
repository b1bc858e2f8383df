"""Writes data/secret/*.in for Island Ferry Timetable (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.cpp on each input."""
import os
import random

R = random.Random(60_221)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN = MAXM = 10**4


def write(name, n, routes):
    assert 2 <= n <= MAXN and len(routes) <= MAXM
    for a, b, f, p, d in routes:
        assert 1 <= a <= n and 1 <= b <= n and a != b and 0 <= f <= 1000 and 1 <= p <= 1000 and 1 <= d <= 1000
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n} {len(routes)}\n' + ''.join(' '.join(map(str, r)) + '\n' for r in routes))


def route(a, b, late_first=False):
    f = R.randint(500, 1000) if late_first else R.randint(0, 1000)
    return (a, b, f, R.randint(1, 1000), R.randint(1, 1000))


def random_network(n, m, late_first=False):
    return [route(*R.sample(range(1, n + 1), 2), late_first) for _ in range(m)]


write('01-single-route', 2, [(1, 2, 7, 3, 4)])
write('02-no-routes', 3, [])
write('03-arrive-exactly-on-a-sailing', 3, [(1, 2, 0, 1000, 10), (2, 3, 10, 50, 5)])  # boards at 10, not 60
write('04-just-missed-the-sailing', 3, [(1, 2, 0, 1000, 11), (2, 3, 10, 50, 5)])  # arrives 11: next one at 60
# Waiting for a first sailing far in the future: rounding a negative difference toward zero boards too early.
write('05-first-sailing-later', 3, [(1, 2, 1, 1000, 1), (2, 3, 997, 7, 3), (1, 3, 1000, 1000, 999)])
write('06-slow-direct-fast-chain', 6, [(1, 6, 0, 1000, 1000)] + [(i, i + 1, 0, 1, 1) for i in range(1, 6)])
write('07-one-way-only', 4, [(1, 2, 0, 5, 5), (3, 2, 0, 5, 5), (4, 3, 0, 5, 5)])
write('08-random-small', 12, random_network(12, 30))
write('09-random-late-first-sailings', 200, random_network(200, 800, late_first=True))
write('10-random-medium', 3000, random_network(3000, 6000))
# Largest: a long chain listed backwards, so relaxing every route round after round takes about n rounds.
perm = list(range(2, MAXN))
R.shuffle(perm)
chain = [1] + perm + [MAXN]
write('11-max-long-chain', MAXN, [route(chain[i], chain[i + 1]) for i in range(MAXN - 1)][::-1] + [route(MAXN, 1)])
