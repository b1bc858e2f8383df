"""Writes data/secret for prime-lantern-rows. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(2357)
R = 2 * 10**6


def write(name, queries):
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(queries)}\n' + ''.join(f'{lo} {hi}\n' for lo, hi in queries))


def rq(count, lo=1, hi=R):
    out = []
    for _ in range(count):
        a, b = random.randint(lo, hi), random.randint(lo, hi)
        out.append((min(a, b), max(a, b)))
    return out


write('01-one-one', [(1, 1)])
write('02-tiny-ranges', [(a, b) for a in range(1, 13) for b in range(a, 13)])
write('03-full-range', [(1, R), (2, R), (R, R), (R - 1, R)])
write('04-prime-gap', [(1_357_201, 1_357_333), (1_357_202, 1_357_332), (370_262, 370_372), (492_114, 492_226)])
# The largest house asked about is 1409^2, the square of a prime: a sieve that stops at p * p < top misses it.
write('12-prime-square-top', [(1_985_281, 1_985_281), (1, 1_985_281), (1_985_000, 1_985_281)])
write('05-random-max', rq(3000))
write('06-short-ranges', [(x, x + random.randint(0, 100)) for x in (random.randint(1, R - 100) for _ in range(3000))])
write('07-points', [(x, x) for x in (random.randint(1, R) for _ in range(3000))])
write('08-starting-at-one', [(1, random.randint(1, R)) for _ in range(3000)])
write('09-near-top', rq(3000, R - 1000, R))
write('10-small-values', rq(3000, 1, 100))
write('11-wide', [(random.randint(1, 1000), random.randint(R - 1000, R)) for _ in range(3000)])
