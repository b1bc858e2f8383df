"""Writes data/secret for watchtower-sightlines. Deterministic: fixed seed. Run from the problem folder."""
import random
from collections import deque

random.seed(7001)
MAXH = 100_000


def encode(n, left, right, value):
    """Level-order tokens with -1 for a missing child, trailing -1s trimmed."""
    out, q = [value[0]], deque([0])
    while q:
        u = q.popleft()
        for c in (left.get(u), right.get(u)):
            if c is None:
                out.append(-1)
            else:
                out.append(value[c])
                q.append(c)
    while out[-1] == -1:
        out.pop()
    return out


def random_tree(n, bias=0.5):
    left, right, free = {}, {}, [0]
    for v in range(1, n):
        i = random.randrange(len(free))
        u = free[i]
        side = left if (u not in left and (u in right or random.random() < bias)) else right
        side[u] = v
        if u in left and u in right:
            free[i] = free[-1]
            free.pop()
        free.append(v)
    return left, right


def chain(n, pattern):
    left, right = {}, {}
    for v in range(1, n):
        (left if pattern(v) == 'L' else right)[v - 1] = v
    return left, right


def parent_map(n, left, right):
    parent = [-1] * n
    for m in (left, right):
        for u, c in m.items():
            parent[c] = u
    return parent


def depth_order(n, left, right):
    order, q = [], deque([0])
    while q:
        u = q.popleft()
        order.append(u)
        for c in (left.get(u), right.get(u)):
            if c is not None:
                q.append(c)
    return order


def write(name, n, shape, value):
    left, right = shape
    tokens = encode(n, left, right, value)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(tokens)}\n{" ".join(map(str, tokens))}\n')


def rising(n, shape, step_max, drop_chance):
    """Heights that mostly grow along each road, so many towers are visible and prefixes matter."""
    left, right = shape
    parent = parent_map(n, left, right)
    value = [0] * n
    for u in depth_order(n, left, right):
        if parent[u] == -1:
            value[u] = random.randint(0, 50)
        elif random.random() < drop_chance:
            value[u] = random.randint(0, value[parent[u]])
        else:
            value[u] = min(MAXH, value[parent[u]] + random.randint(0, step_max))
    return value


write('01-single', 1, ({}, {}), [42])
write('02-single-zero', 1, ({}, {}), [0])
write('03-all-equal', 15, random_tree(15), [9] * 15)
write('04-equal-child', 3, ({0: 1}, {0: 2}), [5, 5, 6])
write('05-small-random', 20, random_tree(20), [random.randint(0, 10) for _ in range(20)])
n = 50_000
write('06-strictly-rising-chain', n, chain(n, lambda v: 'L' if v % 3 else 'R'), [v * 2 for v in range(n)])
write('07-falling-chain', n, chain(n, lambda v: 'R'), [MAXH - v for v in range(n)])
shape = chain(n, lambda v: 'L' if v % 2 else 'R')
write('08-plateau-chain', n, shape, [(v // 2) * 4 for v in range(n)])
shape = random_tree(20000)
write('09-random-rising', 20000, shape, rising(20000, shape, 30, 0.3))
shape = random_tree(20000, 0.8)
write('10-random-noise', 20000, shape, [random.randint(0, MAXH) for _ in range(20000)])
shape = random_tree(20000)
write('11-max-heights', 20000, shape, rising(20000, shape, 3, 0.5))
shape = chain(n, lambda v: 'L' if random.random() < 0.5 else 'R')
write('12-random-chain', n, shape, rising(n, shape, 5, 0.4))
