"""Writes data/secret for orchard-robot-paths. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(1729)
M = 10**5


def write(name, r, c, trees):
    trees = list(trees)
    assert len(set(trees)) == len(trees) and (1, 1) not in trees and (r, c) not in trees
    assert all(1 <= a <= r and 1 <= b <= c for a, b in trees)
    random.shuffle(trees)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{r} {c} {len(trees)}\n' + ''.join(f'{a} {b}\n' for a, b in trees))


def random_trees(r, c, k):
    out = set()
    while len(out) < k:
        cell = (random.randint(1, r), random.randint(1, c))
        if cell not in ((1, 1), (r, c)):
            out.add(cell)
    return out


write('01-single-cell', 1, 1, [])
write('02-single-row-blocked', 1, 7, [(1, 4)])
write('03-single-column-free', 100000, 1, [])
write('04-diagonal-wall', 6, 6, [(a, 7 - a) for a in range(1, 7)])
write('05-small-random', 8, 9, random_trees(8, 9, 10))
write('06-max-random', M, M, random_trees(M, M, 600))
# Trees along the main diagonal: many trees are comparable, so the subtraction chains are long.
write('07-diagonal-chain', M, M, [(i * 166 + 2, i * 166 + 2) for i in range(600)])
# A wall across the orchard with one gap: every route squeezes through (50000, 50000).
wall = [(50000 + d, 50000 - d) for d in range(-299, 301) if d != 0]
write('08-wall-with-gap', M, M, wall)
write('09-near-corners', M, M, [(1, 2), (2, 2), (M - 1, M - 1), (M, M - 2)] + list(random_trees(M, M, 300)))
write('10-thin-strip', 3, M, [(1 if i % 2 else 3, 3 + i * 150) for i in range(600)])
write('11-clustered', 1000, 1000, random_trees(100, 100, 600))
write('12-wall-no-gap', 500, 500, [(a, 401 - a) for a in range(1, 401)])
