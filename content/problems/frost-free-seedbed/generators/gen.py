"""Writes data/secret for frost-free-seedbed. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(3003)


def write(name, rows):
    r, c = len(rows), len(rows[0])
    assert 1 <= r <= 300 and 1 <= c <= 300 and all(len(x) == c for x in rows)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{r} {c}\n' + '\n'.join(rows) + '\n')


def grid(r, c, frost):
    return [''.join('#' if random.random() < frost else '.' for _ in range(c)) for _ in range(r)]


write('01-one-free', ['.'])
write('02-one-frost', ['#'])
write('03-all-free-max', ['.' * 300] * 300)
write('04-all-free-wide', ['.' * 300] * 40)
write('05-random-sparse-frost', grid(300, 300, 0.002))
write('06-random-dense-frost', grid(250, 300, 0.3))
# A cross of free plots: the row above and the column to the left are long, the diagonal is short, so
# 1 + min(up, left) without the diagonal overestimates.
g = [['#'] * 120 for _ in range(120)]
for i in range(120):
    g[60][i] = g[i][60] = '.'
    g[61][i] = g[i][61] = '.'
write('07-cross', [''.join(r) for r in g])
g = [['.'] * 200 for _ in range(200)]
for i in range(0, 200, 7):
    g[i][(i * 13) % 200] = '#'
write('08-scattered-frost', [''.join(r) for r in g])
write('09-checkerboard', [''.join('#' if (i + j) % 2 else '.' for j in range(150)) for i in range(150)])
write('10-one-column', ['.' if random.random() < 0.9 else '#' for _ in range(300)])
g = [['#'] * 300 for _ in range(300)]
for i in range(30, 230):
    for j in range(50, 250):
        g[i][j] = '.'
g[129][149] = '#'
write('11-big-square-one-frost', [''.join(r) for r in g])
