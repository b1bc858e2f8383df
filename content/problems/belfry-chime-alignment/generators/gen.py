"""Writes data/secret/*.in for Belfry Chime Alignment (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.py on each input."""
import os
import random

R = random.Random(1494)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXP = 5 * 10**4, 10**6


def write(name, p):
    assert 1 <= len(p) <= MAXN and all(1 <= x <= MAXP for x in p)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(p)}\n' + ' '.join(map(str, p)) + '\n')


sieve = bytearray([1]) * (MAXP + 1)
sieve[0] = sieve[1] = 0
for i in range(2, 1001):
    if sieve[i]:
        sieve[i * i::i] = bytearray(len(range(i * i, MAXP + 1, i)))
primes = [i for i in range(MAXP + 1) if sieve[i]]

write('01-one-bell', [MAXP])
write('02-all-ones', [1] * 10)
write('03-same-period', [360] * 7)
write('04-powers-of-two', [2 ** e for e in range(1, 20)])  # the answer is 2^19
write('05-small-random', [R.randint(1, 30) for _ in range(12)])
# Shared factors: a running product modulo M counts them again.
write('06-shared-factors-large', [999983, 2 * 499979, 999958, 3 * 333331, 999993, 4 * 249989])
write('07-max-random', [R.randint(1, MAXP) for _ in range(MAXN)])
write('08-max-distinct-primes', R.sample(primes, MAXN))
write('09-max-large-periods', [R.randint(MAXP - 10**5, MAXP) for _ in range(MAXN)])
# Powers of small primes: the largest exponent of each prime counts, not their sum.
write('10-max-prime-powers', [min(MAXP, R.choice(primes[:30]) ** R.randint(1, 3)) for _ in range(MAXN)])
write('11-max-all-ones-but-one', [1] * (MAXN - 1) + [999983])
write('12-max-one-to-n', list(range(1, MAXN + 1)))
