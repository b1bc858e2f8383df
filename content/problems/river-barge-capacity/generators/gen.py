"""Writes data/secret for river-barge-capacity. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(60606)
W = 10_000


def write(name, d, w):
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(w)} {d}\n{" ".join(map(str, w))}\n')


n = 10_000
write('01-single-crate', 1, [7])
write('02-two-crates-two-days', 2, [1, 10000])
write('03-all-equal', 4, [5] * 10)
write('04-small-random', 3, [random.randint(1, 20) for _ in range(12)])
write('05-max-one-day', 1, [random.randint(1, W) for _ in range(n)])
write('06-max-every-crate-alone', n, [random.randint(1, W) for _ in range(n)])
write('07-max-random', 37, [random.randint(1, W) for _ in range(n)])
write('08-heavy-one-crate', 100, [1] * 4999 + [W] + [1] * 5000)
write('09-two-days', 2, [random.randint(1, W) for _ in range(n)])
write('10-all-max-weight', 3333, [W] * n)
write('11-light-crates', 7, [random.randint(1, 3) for _ in range(n)])
write('12-increasing', 50, list(range(1, n + 1)))
