"""Writes data/secret for signal-lamp-mismatch. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(6060)
TOP = 2**60 - 1


def write(name, pairs):
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(pairs)}\n' + ''.join(f'{a} {b}\n' for a, b in pairs))


def r(bits=60):
    return random.getrandbits(bits)


write('01-zero-zero', [(0, 0)])
write('02-all-lit-vs-dark', [(TOP, 0), (0, TOP), (TOP, TOP)])
write('03-small-numbers', [(r(8), r(8)) for _ in range(200)])
# Differences only above bit 31: a 32-bit bit count sees nothing there.
write('04-high-bits-only', [(r(28) << 32, r(28) << 32) for _ in range(500)] + [(1 << 32, 0), (1 << 59, 1 << 58)])
write('05-random-max', [(r(), r()) for _ in range(5000)])
write('06-one-bit-apart', [(x, x ^ (1 << random.randrange(60))) for x in (r() for _ in range(1500))])
write('07-equal-pairs', [(x, x) for x in (r() for _ in range(800))])
write('08-complements', [(x, TOP ^ x) for x in (r() for _ in range(800))])
write('09-powers-of-two', [(1 << i, 1 << j) for i in range(60) for j in range(60)])
write('10-around-32-bits', [(2**32 - 1 + d, e) for d in range(-3, 4) for e in (0, 1, 2**31, 2**32, 2**33 - 1)])
write('11-random-mixed-widths', [(r(random.randint(1, 60)), r(random.randint(1, 60))) for _ in range(2000)])
