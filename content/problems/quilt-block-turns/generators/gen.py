"""Writes data/secret for quilt-block-turns. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(4417)
ALPHA = 'abcdefghijklmnopqrstuvwxyz0123456789.'


def write(name, r, c, k, alphabet=ALPHA):
    rows = [''.join(random.choice(alphabet) for _ in range(c)) for _ in range(r)]
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{r} {c} {k}\n' + '\n'.join(rows) + '\n')


write('01-single-patch', 1, 1, 7)
write('02-no-turn', 5, 8, 0)
write('03-full-turns', 7, 4, 4 * 250_000_000)
write('04-one-row', 1, 100, 1)
write('05-one-column', 100, 1, 3)
write('06-three-turns-wide', 30, 70, 3)
write('07-half-turn', 41, 59, 2)
# A huge k: turning the block k times one by one is far too slow.
write('08-max-one', 100, 100, 10**9 - 3)
write('09-max-three', 100, 99, 10**9 - 1)
write('10-max-two', 99, 100, 999_999_998)
write('11-tall-three', 100, 3, 11)
write('12-dots-and-one-letter', 60, 90, 5, '.' * 40 + 'x')
