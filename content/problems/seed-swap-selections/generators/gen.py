"""Writes data/secret for seed-swap-selections. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(1007)
N = 10**6


def write(name, queries):
    assert 1 <= len(queries) <= 10**4
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(queries)}\n' + ''.join(f'{n} {k}\n' for n, k in queries))


write('01-zero-zero', [(0, 0)])
write('02-edges', [(0, 1), (1, 0), (1, 1), (N, 0), (N, N), (N, 1), (N, N - 1), (0, N), (N - 1, N)])
write('03-small-table', [(n, k) for n in range(0, 30) for k in range(0, 32)])
# The middle of the largest n: a product loop over k is 5e5 steps per question.
write('04-max-middle', [(N - random.randint(0, 50), 500_000 + random.randint(-1000, 1000)) for _ in range(10**4)])
write('05-random-max', [(random.randint(0, N), random.randint(0, N)) for _ in range(4000)])
write('06-k-at-most-n', [(n, random.randint(0, n)) for n in (random.randint(1, N) for _ in range(4000))])
write('07-large-pairs', [(1_000_000, 999_999), (999_999, 499_999), (777_777, 333_333), (2, 1)])
write('08-small-n', [(random.randint(0, 20), random.randint(0, 25)) for _ in range(3000)])
write('09-k-above-n', [(n, n + random.randint(1, 100)) for n in (random.randint(0, N - 100) for _ in range(2000))])
write('10-symmetry', [(n, k) for n, k in ((random.randint(1, N), 0) for _ in range(1))] +
      [(800_000, k) for k in (1, 2, 3, 799_997, 799_998, 799_999)])
