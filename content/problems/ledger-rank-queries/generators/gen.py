"""Writes data/secret for ledger-rank-queries. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(1010)
V = 10**5


def write(name, a, queries):
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(a)} {len(queries)}\n{" ".join(map(str, a))}\n' + ''.join(f'{lo} {hi}\n' for lo, hi in queries))


def rq(count, lo=-V, hi=V):
    out = []
    for _ in range(count):
        x, y = random.randint(lo, hi), random.randint(lo, hi)
        out.append((min(x, y), max(x, y)))
    return out


write('01-single', [7], [(7, 7), (8, 9), (-V, V), (6, 6)])
write('02-all-equal', [-3] * 100, [(-3, -3), (-2, V), (-V, -4), (-V, -3)])
write('03-extremes', [-V, V, 0], [(-V, -V), (V, V), (-V, V), (-V + 1, V - 1)])
write('04-small-random', [random.randint(-10, 10) for _ in range(20)], rq(15, -12, 12))
a = [random.randint(-V, V) for _ in range(50000)]
write('05-max-random', a, rq(50000))
# Queries whose ends hit existing amounts exactly, to catch inclusive-boundary mistakes.
b = [random.randint(-1000, 1000) for _ in range(50000)]
qs = []
for _ in range(20000):
    x, y = random.choice(b), random.choice(b)
    qs.append((min(x, y), max(x, y)))
write('06-boundaries-hit', b, qs)
write('07-point-queries', b, [(x, x) for x in random.choices(b, k=10000)])
write('08-wide-queries', a, [(-V, V - random.randint(0, 10)) for _ in range(20000)])
write('09-sorted-input', sorted(a[:20000]), rq(10000))
write('10-few-values', [random.choice([-7, 0, 7]) for _ in range(50000)], [(random.choice([-8, -7, 0, 7]), random.choice([7, 8])) for _ in range(10000)])
write('11-empty-answers', [random.randint(0, V) for _ in range(2000)], [(lo, hi) for lo, hi in rq(1000, -V, -1)])
