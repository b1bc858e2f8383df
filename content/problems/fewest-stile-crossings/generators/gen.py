"""Writes data/secret/*.in for Fewest Stile Crossings (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.cpp on each input."""
import os
import random

R = random.Random(5_150)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN = MAXM = 2 * 10**4


def write(name, n, edges):
    assert 2 <= n <= MAXN and len(edges) <= MAXM and all(1 <= a <= n and 1 <= b <= n and a != b for a, b in edges)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n} {len(edges)}\n' + ''.join(f'{a} {b}\n' for a, b in edges))


def random_graph(n, m):
    return [tuple(R.sample(range(1, n + 1), 2)) for _ in range(m)]


write('01-direct-path', 2, [(2, 1)])
write('02-no-paths', 2, [])
write('03-parallel-paths', 3, [(1, 2), (2, 1), (2, 3), (3, 2), (1, 2)])
# A depth-first search that takes the first neighbour in input order finds the long way round first.
long_way = [(1, 2)] + [(i, i + 1) for i in range(2, 30)] + [(1, 29), (29, 30)]
write('04-long-way-listed-first', 30, long_way)
write('05-target-isolated', 50, [(a, b) for a, b in random_graph(49, 120)])
write('06-cycle', 100, [(i, i % 100 + 1) for i in range(1, 101)])
write('07-random-small', 40, random_graph(40, 60))
write('08-random-medium', 3000, random_graph(3000, 4500))
# Largest: one long path listed from its far end, so relaxing all footpaths repeatedly needs about n rounds.
perm = list(range(2, MAXN))
R.shuffle(perm)
chain = [1] + perm + [MAXN]
path_edges = [(chain[i + 1], chain[i]) for i in range(MAXN - 1)][::-1]
write('09-max-long-path', MAXN, path_edges)
write('10-random-sparse', 8000, random_graph(8000, 8000))
grid_w, grid_n = 100, 8000  # a 100 x 80 grid of farms, far corners
grid = []
for v in range(1, grid_n + 1):
    if v % grid_w and len(grid) < MAXM:
        grid.append((v, v + 1))
    if v + grid_w <= grid_n and len(grid) < MAXM and R.random() < 0.12:
        grid.append((v, v + grid_w))
write('11-ladder', grid_n, grid)
