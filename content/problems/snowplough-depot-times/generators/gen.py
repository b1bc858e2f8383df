"""Writes data/secret for snowplough-depot-times. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(1709)
N, M, W = 20_000, 40_000, 10**6


def write(name, n, streets):
    assert 1 <= n <= N and len(streets) <= M
    for u, v, w in streets:
        assert 1 <= u <= n and 1 <= v <= n and u != v and 1 <= w <= W
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{n} {len(streets)}\n' + ''.join(f'{u} {v} {w}\n' for u, v, w in streets))


def shuffled(streets):
    out = [(v, u, w) if random.random() < 0.5 else (u, v, w) for u, v, w in streets]
    random.shuffle(out)
    return out


def random_tree(n, wmax):
    order = list(range(2, n + 1))
    random.shuffle(order)
    order = [1] + order
    return [(order[random.randint(max(0, i - 50), i - 1)], order[i], random.randint(1, wmax)) for i in range(1, n)]


def random_edges(n, count, wmax):
    out = []
    while len(out) < count:
        u, v = random.randint(1, n), random.randint(1, n)
        if u != v:
            out.append((u, v, random.randint(1, wmax)))
    return out


write('01-depot-alone', 1, [])
write('02-nothing-open', 6, [(2, 3, 5), (4, 5, 1)])
# A one-street shortcut that is slower than the long way round: breadth-first search takes it.
write('03-slow-shortcut', 6, shuffled([(1, 6, 100), (1, 2, 1), (2, 3, 1), (3, 4, 1), (4, 5, 1), (5, 6, 1), (1, 4, 50)]))
write('04-random-connected', N, shuffled(random_tree(N, W) + random_edges(N, M - N + 1, W)))
# A long chain of slow streets: the far end is 2 * 10^10 minutes away.
chain = list(range(2, N + 1))
random.shuffle(chain)
chain = [1] + chain
write('05-long-chain', N, shuffled([(chain[i], chain[i + 1], W) for i in range(N - 1)]))
write('06-many-parallel', 300, shuffled(random_tree(300, W) + random_edges(300, 15_000, W)))
side = 100
grid = []
for r in range(side):
    for c in range(side):
        k = r * side + c + 1
        if c + 1 < side:
            grid.append((k, k + 1, random.randint(1, 1000)))
        if r + 1 < side:
            grid.append((k, k + side, random.randint(1, 1000)))
write('07-grid-town', side * side, shuffled(grid))
write('08-star', 15_000, shuffled([(1, k, random.randint(1, W)) for k in range(2, 15_001)]))
# Two halves: only the depot's half is reachable.
half = N // 2
write('09-cut-off-half', N, shuffled(random_tree(half, W) +
                                     [(u + half, v + half, w) for u, v, w in random_tree(half, W)] +
                                     random_edges(half, 10_000, W)))
# Light streets everywhere and heavy direct streets from the depot: fewest streets is never fastest.
light = random_tree(5000, 10)
write('10-heavy-direct-streets', 5000, shuffled(light + [(1, k, W) for k in range(2, 5001)]))
write('11-two-junctions-many-streets', 2, [(1, 2, random.randint(1, W)) for _ in range(1000)])
write('12-small-weights-dense', 200, shuffled(random_tree(200, 3) + random_edges(200, 19_000, 3)))
