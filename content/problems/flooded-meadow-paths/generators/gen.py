"""Writes data/secret for flooded-meadow-paths. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(6161)
M = 10**5


def write(name, h, w, cells):
    cells = list(dict.fromkeys(cells))
    assert all(1 <= r <= h and 1 <= c <= w and (r, c) not in ((1, 1), (h, w)) for r, c in cells)
    assert len(cells) <= 1000
    random.shuffle(cells)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{h} {w} {len(cells)}\n' + ''.join(f'{r} {c}\n' for r, c in cells))


def rand_cells(h, w, k):
    out = set()
    while len(out) < k:
        p = (random.randint(1, h), random.randint(1, w))
        if p not in ((1, 1), (h, w)):
            out.add(p)
    return list(out)


write('01-single-square', 1, 1, [])
write('02-one-row-blocked', 1, 10, [(1, 5)])
write('03-no-puddles-max', M, M, [])
write('04-wall-with-gap', 6, 6, [(3, c) for c in range(1, 6)])
write('05-full-wall', 6, 6, [(3, c) for c in range(1, 7)])
# Puddles on a diagonal band: many walks pass through several puddles, so subtracting each puddle once is wrong.
write('06-diagonal-chain-max', M, M, [(i * 99, i * 99) for i in range(1, 1001)])
write('07-random-max', M, M, rand_cells(M, M, 1000))
write('08-random-small-grid', 30, 40, rand_cells(30, 40, 200))
write('09-near-gate-and-stile', M, M, [(1, 2), (M, M - 1)] + rand_cells(M, M, 500))
write('10-thin-meadow', 2, M, [(1, c) for c in range(2, 1000, 3)] + [(2, c) for c in range(3, 1000, 3)])
write('11-cluster-max', M, M, [(50_000 + i, 50_000 + j) for i in range(-15, 16) for j in range(-16, 16)][:1000])
