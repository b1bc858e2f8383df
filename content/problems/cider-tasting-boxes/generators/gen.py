"""Writes data/secret for cider-tasting-boxes. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(1066)
N, Q = 2 * 10**5, 30_000


def write(name, queries):
    assert 1 <= len(queries) <= Q and all(0 <= r <= n <= N for n, r in queries)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(queries)}\n' + ''.join(f'{n} {r}\n' for n, r in queries))


def rq(count, lo=0, hi=N):
    out = []
    for _ in range(count):
        n = random.randint(lo, hi)
        out.append((n, random.randint(0, n)))
    return out


write('01-empty-shelf', [(0, 0)])
write('02-small-all', [(n, r) for n in range(0, 25) for r in range(0, n + 1)])
write('03-middle-of-max', [(N, N // 2)] * Q)
write('04-random-max', rq(Q))
write('05-edges', [(n, r) for n in (1, 2, N - 1, N) for r in (0, 1, n - 1, n) if 0 <= r <= n])
write('06-just-past-modulus', [(13, r) for r in range(14)] + [(12, 6), (13, 6)])
write('07-near-half', [(n, n // 2 + random.randint(-3, 3)) for n in (random.randint(N - 1000, N) for _ in range(10_000))])
write('08-small-n', rq(10_000, 0, 60))
write('09-r-small', [(n, random.randint(0, min(3, n))) for n in (random.randint(0, N) for _ in range(10_000))])
write('10-r-near-n', [(n, n - random.randint(0, min(3, n))) for n in (random.randint(0, N) for _ in range(10_000))])
write('11-mid-sizes', rq(10_000, 1000, 50_000))
write('12-one-question', [(199_999, 77_777)])
