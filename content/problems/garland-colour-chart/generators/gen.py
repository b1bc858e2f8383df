"""Writes data/secret for garland-colour-chart. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(1224)
BIG = 10**18


def write(name, n, chart):
    k = len(chart)
    assert 1 <= k <= 10 and 1 <= n <= BIG and all(len(row) == k and set(row) <= {'0', '1'} for row in chart)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{k} {n}\n' + ''.join(row + '\n' for row in chart))


def random_chart(k, density=0.5):
    return [''.join('1' if random.random() < density else '0' for _ in range(k)) for _ in range(k)]


write('01-one-lantern', 1, ['0'])
write('02-one-colour-forever', BIG, ['1'])
write('03-one-colour-no-repeat', 2, ['0'])
write('04-anything-goes', BIG, ['1' * 10] * 10)
write('05-nothing-follows', 5, ['0' * 10] * 10)
write('06-only-repeats', BIG - 1, [''.join('1' if i == j else '0' for j in range(10)) for i in range(10)])
write('07-random-max', BIG, random_chart(10))
write('08-random-just-below', BIG - 1, random_chart(10, 0.6))
write('09-two-lanterns', 2, random_chart(9, 0.4))
# Colour c may only be followed by colour c + 1 (and k by 1): exactly k garlands of every length.
write('10-cycle', 987_654_321_987_654_321, [''.join('1' if j == (i + 1) % 10 else '0' for j in range(10))
                                            for i in range(10)])
write('11-random-seven', 123_456_789_012_345, random_chart(7, 0.7))
write('12-power-of-two', 2**59, random_chart(10, 0.3))
write('13-short-random', 30, random_chart(10))
write('14-single-lantern-big-chart', 1, random_chart(10))
