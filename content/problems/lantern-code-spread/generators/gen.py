"""Writes data/secret for lantern-code-spread. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(3131)
TOP = 2**30 - 1


def write(name, codes):
    assert 1 <= len(codes) <= 20_000
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(codes)}\n' + ' '.join(map(str, codes)) + '\n')


write('01-one-zero', [0])
write('02-two-opposite', [0, TOP])
write('03-all-equal', [123_456_789] * 2000)
write('04-small-random', [random.randint(0, 15) for _ in range(50)])
# Half all-ones, half zeros: 30 * 10^4 * 10^4 = 3e9, beyond a 32-bit total.
write('05-half-and-half-max', [TOP] * 10_000 + [0] * 10_000)
write('06-random-max', [random.getrandbits(30) for _ in range(20_000)])
write('07-powers-of-two', [1 << (i % 30) for i in range(8000)])
write('08-two-values', [random.choice((0b1010, 0b0101)) for _ in range(20_000)])
write('09-consecutive', list(range(8000)))
write('10-high-bit-split', [(1 << 29) * (i % 2) + i for i in range(7999)])
write('11-random-mid', [random.getrandbits(30) for _ in range(3000)])
