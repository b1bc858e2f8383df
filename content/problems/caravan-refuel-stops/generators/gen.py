"""Writes data/secret for caravan-refuel-stops. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(4242)


def write(name, d, f, oases):
    with open(f'data/secret/{name}.in', 'w') as fh:
        fh.write(f'{d} {f} {len(oases)}\n' + ''.join(f'{p} {w}\n' for p, w in oases))


def oases(d, n, wlo, whi):
    pos = sorted(random.sample(range(1, d), n))
    return [(p, random.randint(wlo, whi)) for p in pos]


write('01-no-oases-enough', 5, 5, [])
write('02-no-oases-short', 5, 4, [])
write('03-exact-arrival-at-oasis', 10, 4, [(4, 6)])
write('04-zero-start-water', 10, 0, [(1, 100)])
write('05-small-random', 60, 8, oases(60, 8, 5, 25))
# Many small oases and a few big ones far back: the heap must pick the big ones.
d = 10**6
small = oases(d, 50000, 1, 80)
write('06-max-random', d, 1000, small)
big = [(p, random.randint(1, 100) if random.random() < 0.97 else random.randint(50_000, 200_000)) for p, _ in oases(d, 50000, 1, 1)]
write('07-few-big-supplies', d, 2000, big)
evenly = [(20 * (i + 1), 20) for i in range(49999)]
write('08-every-oasis-needed', d, 20, evenly)
write('09-impossible-gap', d, 5000, [(p, w) for p, w in oases(d, 4000, 1, 400) if not 600_000 <= p <= 700_000])
write('10-one-huge-at-end', d, 999_999, [(999_999, 1)])
write('11-gaps-of-1', 5001, 1, [(i, 1) for i in range(1, 5001)])
write('12-random-medium', 500_000, 5000, oases(500_000, 3000, 100, 1000))
