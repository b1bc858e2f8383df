"""Writes data/secret for orchard-hive-placement. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(1111)


def write(name, rows):
    n = len(rows)
    assert 1 <= n <= 11 and all(len(r) == n and set(r) <= set('.#') for r in rows)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{n}\n' + '\n'.join(rows) + '\n')


def empty(n):
    return ['.' * n for _ in range(n)]


def trees(n, share):
    return [''.join('#' if random.random() < share else '.' for _ in range(n)) for _ in range(n)]


def with_trees(n, cells):
    g = [list('.' * n) for _ in range(n)]
    for r, c in cells:
        g[r][c] = '#'
    return [''.join(row) for row in g]


write('01-one-free', ['.'])
write('02-one-tree', ['#'])
write('03-two-empty', empty(2))  # no set-up
write('04-six-empty', empty(6))  # 4
write('05-eight-empty', empty(8))  # 92
write('06-ten-empty', empty(10))  # 724
write('07-eleven-empty', empty(11))  # 2680, the largest count
write('08-eleven-few-trees', trees(11, 0.1))
write('09-eleven-many-trees', trees(11, 0.3))
# A row full of trees: no set-up at all, whatever the other rows allow.
write('10-eleven-blocked-row', empty(11)[:6] + ['#' * 11] + empty(11)[7:])
# Trees on both long diagonals: a one-diagonal check and a full check disagree most on open boards.
write('11-eleven-diagonal-trees', with_trees(11, [(i, i) for i in range(11)] + [(i, 10 - i) for i in range(11)]))
write('12-eleven-one-tree', with_trees(11, [(5, 5)]))
write('13-nine-random', trees(9, 0.2))
write('14-eleven-border-trees', with_trees(11, [(0, c) for c in range(0, 11, 2)] + [(10, c) for c in range(1, 11, 2)]))
