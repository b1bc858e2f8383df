"""Writes data/secret for mosaic-spiral-reading. Deterministic: fixed seed. Run from the problem folder."""
import random
import string

random.seed(3141)


def write(name, rows):
    r, c = len(rows), len(rows[0])
    assert 1 <= r <= 300 and 1 <= c <= 300 and all(len(x) == c and x.isalpha() and x.islower() for x in rows)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{r} {c}\n' + '\n'.join(rows) + '\n')


def mosaic(r, c, alphabet=string.ascii_lowercase):
    return [''.join(random.choice(alphabet) for _ in range(c)) for _ in range(r)]


write('01-one-tile', ['q'])
write('02-two-by-two', ['ab', 'dc'])
# Strips: the lap is a single row or column, where a missing re-check reads tiles twice.
write('03-one-row', mosaic(1, 300))
write('04-one-column', mosaic(300, 1))
write('05-two-rows', mosaic(2, 7))
write('06-two-columns', mosaic(9, 2))
# The spiral ends in a middle row (wide) or a middle column (tall).
write('07-wide-odd', mosaic(5, 11))
write('08-tall-odd', mosaic(11, 5))
write('09-square-odd', mosaic(7, 7))
write('10-square-even', mosaic(8, 8))
# The alphabet in reading order: the answer spells it again and again.
r, c = 6, 13
order = []
top, bottom, left, right = 0, r - 1, 0, c - 1
while top <= bottom and left <= right:
    order += [(top, j) for j in range(left, right + 1)] + [(i, right) for i in range(top + 1, bottom + 1)]
    if top < bottom and left < right:
        order += [(bottom, j) for j in range(right - 1, left - 1, -1)] + [(i, left) for i in range(bottom - 1, top, -1)]
    top, bottom, left, right = top + 1, bottom - 1, left + 1, right - 1
g = [['?'] * c for _ in range(r)]
for k, (i, j) in enumerate(order):
    g[i][j] = string.ascii_lowercase[k % 26]
write('11-alphabet-in-order', [''.join(row) for row in g])
write('12-max-square', mosaic(300, 300))
write('13-max-wide', mosaic(120, 300))
write('14-max-tall', mosaic(300, 121))
