"""Writes data/secret for valley-hamlet-cables. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(6502)
MAXN, MAXM, MAXC = 10**4, 2 * 10**4, 10**6


def write(name, n, routes):
    assert 1 <= n <= MAXN and len(routes) <= MAXM
    assert all(1 <= a <= n and 1 <= b <= n and a != b and 1 <= c <= MAXC for a, b, c in routes)
    routes = list(routes)
    random.shuffle(routes)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{n} {len(routes)}\n' + ''.join(f'{a} {b} {c}\n' for a, b, c in routes))


def tree(n, lo, hi, offset=0):
    return [(random.randint(1, v - 1) + offset, v + offset, random.randint(lo, hi)) for v in range(2, n + 1)]


def extra(n, count, lo, hi, offset=0):
    out = []
    for _ in range(count):
        a, b = random.sample(range(1, n + 1), 2)
        out.append((a + offset, b + offset, random.randint(lo, hi)))
    return out


write('01-one-hamlet', 1, [])
write('02-two-no-route', 2, [])
write('03-parallel-routes', 2, [(1, 2, 5), (2, 1, 3), (1, 2, 9)])
write('04-small-random', 8, tree(8, 1, 20) + extra(8, 10, 1, 20))
write('05-cycle-equal-costs', 6, [(i, i % 6 + 1, 4) for i in range(1, 7)])
write('06-max-random', MAXN, tree(MAXN, 1, MAXC) + extra(MAXN, MAXM - MAXN + 1, 1, MAXC))
# Only a tree, every route near 10^6: the total is about 10^10, beyond 32 bits.
write('07-max-tree-large-costs', MAXN, tree(MAXN, MAXC - 1000, MAXC))
# Two halves and no route between them.
half = MAXN // 2
write('08-two-halves', MAXN, tree(half, 1, 100) + extra(half, 1000, 1, 100) +
      tree(half, 1, 100, half) + extra(half, 1000, 1, 100, half))
# A cheap dense cluster and expensive links to the rest: the cheapest routes mostly close loops.
cluster = [(a, b, random.randint(1, 10)) for a in range(1, 41) for b in range(a + 1, 41)]
write('09-cheap-cluster', 2000, cluster + [(random.randint(1, v - 1), v, random.randint(10**5, MAXC)) for v in range(41, 2001)])
write('10-path-with-shortcuts', 3000, [(v, v + 1, random.randint(1, 1000)) for v in range(1, 3000)] +
      [(v, v + 2, random.randint(1, 2000)) for v in range(1, 2999, 3)])
# One hamlet without any route in an otherwise well connected valley.
write('11-one-isolated', 2000, tree(1999, 1, MAXC) + extra(1999, 2000, 1, MAXC))
write('12-all-costs-equal', 3000, tree(3000, 7, 7) + extra(3000, 3000, 7, 7))
