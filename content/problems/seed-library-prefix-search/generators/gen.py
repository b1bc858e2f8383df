"""Writes data/secret/*.in for Seed Library Prefix Search (seeded, deterministic); the answers (.ans) are the output
of submissions/accepted/solution.py on each input."""
import os
import random
import string

R = random.Random(2_4601)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN = MAXQ = 2 * 10**4


def write(name, codes, texts):
    assert 1 <= len(codes) <= MAXN and 1 <= len(texts) <= MAXQ and len(set(codes)) == len(codes)
    assert all(1 <= len(w) <= 10 and w.isalpha() and w.islower() for w in codes + texts)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(codes)} {len(texts)}\n' + ''.join(w + '\n' for w in codes + texts))


def word(alphabet, lo, hi):
    return ''.join(R.choice(alphabet) for _ in range(R.randint(lo, hi)))


def distinct(count, alphabet, lo, hi):
    seen = set()
    while len(seen) < count:
        seen.add(word(alphabet, lo, hi))
    return sorted(seen, key=lambda _: R.random())


def prefixes(codes, count):
    out = []
    for _ in range(count):
        w = R.choice(codes)
        out.append(w[:R.randint(1, len(w))])
    return out


write('01-one-code-itself', ['a'], ['a'])
write('02-one-code-longer-text', ['pea'], ['peas', 'pe', 'p', 'e', 'pea'])
# Codes that are prefixes of one another: a chain a, aa, aaa, ..., each counted by the shorter texts.
chain = ['a' * i for i in range(1, 11)]
write('03-nested-chain', chain, chain + ['b', 'ab'])
write('04-inside-not-start', ['tomato', 'potato', 'atom'], ['tom', 'ato', 'to', 'at', 'o', 'm'])
codes = distinct(300, 'ab', 1, 10)
write('05-two-letters-dense', codes, prefixes(codes, 200) + [word('ab', 1, 10) for _ in range(100)])
codes = distinct(50, string.ascii_lowercase, 1, 6)
write('06-random-small', codes, prefixes(codes, 30) + [word(string.ascii_lowercase, 1, 4) for _ in range(30)])
write('07-every-letter', list(string.ascii_lowercase), list(string.ascii_lowercase) + ['aa', 'zz'])
# Largest inputs: every text is checked against every code by the slow submission.
codes = distinct(MAXN, 'abc', 6, 10)
write('08-max-three-letters', codes, prefixes(codes, MAXQ))
codes = distinct(MAXN, string.ascii_lowercase, 1, 10)
write('09-max-random', codes, prefixes(codes, MAXQ // 2) + [word(string.ascii_lowercase, 1, 3) for _ in range(MAXQ // 2)])
codes = distinct(MAXN, 'abcdefgh', 10, 10)
write('10-max-long-codes-single-letters', codes, [R.choice('abcdefghij') for _ in range(MAXQ)])
codes = distinct(MAXN, 'xyz', 10, 10)
write('11-max-misses', codes, [word('abc', 1, 10) for _ in range(MAXQ)])
codes = ['s' + w for w in distinct(MAXN, 'edrgn', 1, 9)]
write('12-max-shared-first-letter', codes, ['s'] * 100 + prefixes(codes, MAXQ - 100))
