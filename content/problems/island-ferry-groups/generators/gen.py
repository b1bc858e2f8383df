"""Writes data/secret for island-ferry-groups. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(5150)


def write(name, n, edges, shuffle=True):
    if shuffle:
        random.shuffle(edges)
        edges = [(a, b) if random.random() < 0.5 else (b, a) for a, b in edges]
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{n} {len(edges)}\n' + ''.join(f'{a} {b}\n' for a, b in edges))


def relabel(n, edges):
    perm = list(range(1, n + 1))
    random.shuffle(perm)
    return [(perm[a - 1], perm[b - 1]) for a, b in edges]


def groups(n, sizes, extra):
    """Random spanning trees over consecutive blocks of the given sizes plus `extra` in-block edges."""
    edges, start, blocks = [], 1, []
    for s in sizes:
        block = list(range(start, start + s))
        blocks.append(block)
        for i in range(1, s):
            edges.append((block[i], block[random.randrange(i)]))
        start += s
    for _ in range(extra):
        block = random.choice(blocks)
        edges.append((random.choice(block), random.choice(block)))
    return relabel(n, edges)


write('01-one-island', 1, [])
write('02-one-island-self-loop', 1, [(1, 1)])
write('03-no-lines', 30000, [])
write('04-two-islands-apart', 2, [])
write('05-duplicates-and-loops', 5, [(1, 2), (2, 1), (1, 2), (3, 3), (4, 5), (5, 4)])
write('06-small-random', 30, [(random.randint(1, 30), random.randint(1, 30)) for _ in range(20)])
write('07-path-connected', 24001, [(i, i + 1) for i in range(1, 24001)])
write('08-many-pairs', 30000, relabel(30000, [(2 * i + 1, 2 * i + 2) for i in range(12000)]))
write('09-cycles-in-groups', 24000, groups(24000, [20] * 1200, 1200))
sizes = [1] * 3000 + [15000] + [3000]
write('10-big-group-and-singles', 21000, groups(21000, sizes, 6000))
write('11-random-sparse', 30000, [(random.randint(1, 30000), random.randint(1, 30000)) for _ in range(24000)])
write('12-random-dense', 15000, [(random.randint(1, 15000), random.randint(1, 15000)) for _ in range(24000)])
