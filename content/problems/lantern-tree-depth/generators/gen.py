"""Writes data/secret for lantern-tree-depth. Deterministic: fixed seed. Run from the problem folder."""
import random
from collections import deque

random.seed(20261121)


def encode(root, left, right, value):
    """Level-order tokens with -1 for a missing child, trailing -1s trimmed."""
    if root is None:
        return [-1]
    out, q = [], deque([root])
    out.append(value[root])
    while q:
        u = q.popleft()
        for c in (left.get(u), right.get(u)):
            if c is None:
                out.append(-1)
            else:
                out.append(value[c])
                q.append(c)
    while out and out[-1] == -1:
        out.pop()
    return out


def random_tree(n, bias=0.5):
    """Random binary tree with n nodes: each new node hangs under a random node with a free slot."""
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
        side = pattern(v)
        (left if side == 'L' else right)[v - 1] = v
    return left, right


def complete(n):
    left, right = {}, {}
    for v in range(1, n):
        ((left if v % 2 == 1 else right))[(v - 1) // 2] = v
    return left, right


def write(name, n_nodes, shape, values=None):
    left, right = shape
    value = values or {v: random.randint(0, 999) for v in range(n_nodes)}
    tokens = encode(0 if n_nodes else None, left, right, value)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(tokens)}\n{" ".join(map(str, tokens))}\n')


write('01-empty', 0, ({}, {}))
write('02-single', 1, ({}, {}))
write('03-two-right', 2, ({}, {0: 1}))
write('04-equal-values', 15, complete(15), {v: 7 for v in range(15)})
write('05-random-small', 12, random_tree(12))
write('06-left-chain', 20000, chain(20000, lambda v: 'L'))
write('07-zigzag-chain', 49999, chain(49999, lambda v: 'L' if v % 2 else 'R'))
write('08-complete', 32767, complete(32767))
write('09-complete-plus-one', 32768, complete(32768))
write('10-random-balanced', 50000, random_tree(50000))
write('11-random-left-heavy', 50000, random_tree(50000, 0.9))
# A caterpillar: a long spine with one extra leaf per spine node, so the deepest level holds two lanterns.
spine_left, spine_right = {}, {}
for i in range(24500):
    spine_left[2 * i] = 2 * i + 2
    spine_right[2 * i] = 2 * i + 1
write('12-caterpillar', 49001, (spine_left, spine_right))
