"""Writes data/secret for course-order-planner. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(61616)


def write(name, n, edges):
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{n} {len(edges)}\n' + ''.join(f'{a} {b}\n' for a, b in edges))


def dag(n, m, span=None):
    """Random DAG: edges go forward in a hidden random order of the modules."""
    order = list(range(1, n + 1))
    random.shuffle(order)
    edges = []
    for _ in range(m):
        i = random.randrange(n - 1)
        j = random.randint(i + 1, n - 1 if span is None else min(n - 1, i + span))
        edges.append((order[i], order[j]))
    return edges


write('01-single', 1, [])
write('02-no-rules', 20000, [])
write('03-two-cycle', 2, [(1, 2), (2, 1)])
write('04-duplicate-rules', 3, [(3, 1), (3, 1), (2, 1)])
write('05-reverse-chain', 8, [(i + 1, i) for i in range(1, 8)])
write('06-small-random', 12, dag(12, 15))
write('07-long-reverse-chain', 20000, [(i + 1, i) for i in range(1, 20000)])
write('08-random-dag-max', 20000, dag(20000, 20000))
write('09-local-dag', 20000, dag(20000, 20000, span=5))
write('10-dag-plus-far-cycle', 20000, dag(17000, 16997) + [(18500, 18501), (18501, 18502), (18502, 18500)])
edges = dag(20000, 15000)
i, j = random.sample(range(1, 20001), 2)
write('11-cycle-among-many', 20000, edges + [(j, i), (i, j)])
# Odd modules depend on the next even one: FIFO and heap orders differ everywhere.
write('12-interleaved', 20000, [(2 * k, 2 * k - 1) for k in range(1, 10001)] + [(random.randint(1, 10000) * 2, random.randint(10001, 20000)) for _ in range(7000)])
