"""Writes data/secret for harvest-ledger-best-run. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(1729)
MAXN = MAXQ = 2 * 10**4
V = 10**4


def write(name, a, corrections):
    assert 1 <= len(a) <= MAXN and 1 <= len(corrections) <= MAXQ
    assert all(-V <= v <= V for v in a) and all(1 <= i <= len(a) and -V <= x <= V for i, x in corrections)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(a)} {len(corrections)}\n' + ' '.join(map(str, a)) + '\n' +
                ''.join(f'{i} {x}\n' for i, x in corrections))


def values(n, lo=-V, hi=V):
    return [random.randint(lo, hi) for _ in range(n)]


def fixes(n, q, lo=-V, hi=V):
    return [(random.randint(1, n), random.randint(lo, hi)) for _ in range(q)]


write('01-one-day', [5], [(1, -3), (1, 0), (1, V)])
write('02-small-random', values(8, -9, 9), fixes(8, 20, -9, 9))
# Every day a loss: the best run is the smallest loss, never 0 (a run is not empty).
write('03-all-losses', values(1000, -V, -1), fixes(1000, 1000, -V, -1))
write('04-all-gains', values(1000, 1, V), fixes(1000, 1000, 1, V))
# The ledger turns from all losses to mixed and back.
a = values(500, -V, -1)
turn = [(i, random.randint(1, V)) for i in random.sample(range(1, 501), 50)]
back = [(i, random.randint(-V, -1)) for i, _ in turn]
write('05-losses-then-gains-then-losses', a, turn + back)
write('06-zeros-and-losses', [0] * 300 + values(300, -V, -1), fixes(600, 500, -V, 0))
write('07-max-random', values(MAXN), fixes(MAXN, MAXQ))
# Mostly small losses with big gains far apart: the best run crosses many losses.
write('08-bridges', values(10**4, -3, 0), fixes(10**4, 10**4, -3, V))
write('09-corrections-at-ends', values(3000), [(random.choice([1, 3000]), random.randint(-V, V)) for _ in range(3000)])
write('10-same-day-many-times', values(3000), [(1500, random.randint(-V, V)) for _ in range(3000)])
# n is not a power of two: padding leaves must not join a run.
write('11-odd-length-losses', values(1025, -V, -2), fixes(1025, 1000, -V, -2))
write('12-largest-totals', [V] * 2000, fixes(2000, 2000, V - 1, V))
