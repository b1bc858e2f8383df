"""Writes data/secret/*.in for Beacon XOR Stretch (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.cpp on each input."""
import os
import random

R = random.Random(20_20)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, TOP = 2 * 10**4, 2**20 - 1


def write(name, a):
    assert 1 <= len(a) <= MAXN and all(0 <= x <= TOP for x in a)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(a)}\n{" ".join(map(str, a))}\n')


write('01-one-beacon', [12345])
write('02-all-zero', [0] * 10)
write('03-best-starts-at-first', [1 << 19, 1 << 18, 1 << 17, 0, 0])  # needs the empty prefix
write('04-best-is-whole-row', [1, 2, 4, 8, 16, 32, 64, 128])
write('05-equal-pairs-cancel', [7, 7, 9, 9, 3])
write('06-random-small', [R.randint(0, 63) for _ in range(30)])
write('07-random-medium', [R.randint(0, TOP) for _ in range(3000)])
write('08-low-bits-only', [R.randint(0, 15) for _ in range(5000)])
# Largest: comparing every pair of prefixes is 2e8 XORs.
write('09-max-random', [R.randint(0, TOP) for _ in range(MAXN)])
write('10-max-high-bit-rare', [R.randint(0, (1 << 19) - 1) if R.random() < 0.999 else 1 << 19 for _ in range(MAXN)])
