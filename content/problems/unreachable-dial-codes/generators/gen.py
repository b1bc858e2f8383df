"""Writes data/secret/*.in for Unreachable Dial Codes (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.cpp on each input."""
import os
import random

R = random.Random(8_008)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN = 2 * 10**4


def write(name, codes):
    assert 1 <= len(codes) <= MAXN and len(set(codes)) == len(codes)
    assert all(1 <= len(c) <= 10 and c.isdigit() for c in codes)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(codes)}\n' + ''.join(c + '\n' for c in codes))


def code(lo, hi, digits='0123456789'):
    return ''.join(R.choice(digits) for _ in range(R.randint(lo, hi)))


def distinct(count, make):
    seen = {}
    while len(seen) < count:
        seen.setdefault(make(), None)
    return list(seen)


write('01-one-code', ['7'])
write('02-leading-zeros', ['0', '00', '000', '01', '10'])
write('03-chain-longest-first', ['123456789', '12345678', '1234567', '123456', '12345', '1234', '123', '12', '1'])
write('04-no-prefixes', [str(x) for x in range(100, 200)])
write('05-shared-prefix-not-a-code', ['55501', '55502', '55503', '5550', '555'][:3] + ['66', '667', '6'])
write('06-random-small', distinct(40, lambda: code(1, 4, '012')))
write('07-random-medium', distinct(2000, lambda: code(1, 6)))
# Short codes listed after the long codes they block: checking only earlier codes misses them.
longs = distinct(10000, lambda: code(5, 10))
shorts = distinct(200, lambda: code(1, 3))
write('08-short-codes-last', [c for c in longs if c not in shorts][:MAXN - 200] + shorts)
# Largest: many codes, mostly long and unrelated, so comparing every pair is 2e8 comparisons.
write('09-max-random-long', distinct(MAXN, lambda: code(8, 10)))
write('10-max-mixed', distinct(MAXN, lambda: code(1, 10, '0123')))
