"""Writes data/secret/*.in for Marsh Causeway Washouts (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.py on each input."""
import os
import random

R = random.Random(1953)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXM = 2 * 10**4, 2 * 10**4


def write(name, n, edges, washed):
    m = len(edges)
    assert 2 <= n <= MAXN and 1 <= m <= MAXM and 1 <= len(washed) <= m and len(set(washed)) == len(washed)
    assert all(1 <= a <= n and 1 <= b <= n and a != b for a, b in edges) and all(1 <= e <= m for e in washed)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n} {m} {len(washed)}\n' + ''.join(f'{a} {b}\n' for a, b in edges) + ' '.join(map(str, washed)) + '\n')


def random_edges(n, m):
    edges = []
    while len(edges) < m:
        a, b = R.randint(1, n), R.randint(1, n)
        if a != b:
            edges.append((a, b))
    return edges


def all_shuffled(m, q=None):
    order = list(range(1, m + 1))
    R.shuffle(order)
    return order[: q or m]


write('01-one-causeway', 2, [(2, 1)], [1])
write('02-parallel-pair', 2, [(1, 2), (2, 1)], [2, 1])
write('03-cycle-then-cut', 5, [(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)], [3, 1, 5, 2, 4])
write('04-partial-washouts', 6, [(1, 2), (2, 3), (4, 5), (5, 6), (3, 4)], [5, 2])
write('05-small-random', 8, random_edges(8, 14), all_shuffled(14, 10))
# A long path of villages losing every causeway: each washout splits a group.
write('06-max-path-all-washed', MAXN, [(i, i + 1) for i in range(1, MAXN)], all_shuffled(MAXN - 1))
# A dense random marsh: the early washouts change nothing, the late ones split it up.
write('07-max-random-all-washed', 6000, random_edges(6000, MAXM), all_shuffled(MAXM))
write('08-max-random-half-washed', MAXN // 2, random_edges(MAXN // 2, MAXM), all_shuffled(MAXM, MAXM // 2))
# A big cycle with chords: many washouts do not split anything.
n = 15000
edges = [(i, i % n + 1) for i in range(1, n + 1)] + random_edges(n, MAXM - n)
write('09-max-cycle-with-chords', n, edges, all_shuffled(MAXM))
# A star whose spokes are doubled: only the second copy of each spoke cuts a village off.
n = MAXN // 2 + 1
edges = [(1, v) for v in range(2, n + 1)] * 2
edges = edges[: MAXM]
write('10-max-doubled-star', n, edges, all_shuffled(len(edges)))
# Many separate villages, few causeways.
write('11-max-sparse', MAXN, random_edges(MAXN, 3000), all_shuffled(3000))
# Washouts in input order on a ladder (two rails and rungs).
half = MAXN // 2
edges = [(i, i + 1) for i in range(1, half)] + [(half + i, half + i + 1) for i in range(1, half)] + [(i, half + i) for i in range(1, half + 1, 10)]
write('12-ladder-in-order', MAXN, edges[:MAXM], list(range(1, min(len(edges), MAXM) + 1)))
