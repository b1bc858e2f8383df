"""Writes data/secret for kth-closest-pair-gap. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(8888)
X = 10**6


def write(name, k, x):
    n = len(x)
    assert 1 <= k <= n * (n - 1) // 2
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{n} {k}\n{" ".join(map(str, x))}\n')


n = 8000
pairs = n * (n - 1) // 2
write('01-two-sensors', 1, [0, 1000000])
write('02-two-same', 1, [42, 42])
write('03-all-equal', 10, [7] * 5)
write('04-small-random', 20, [random.randint(0, 30) for _ in range(9)])
rnd = [random.randint(0, X) for _ in range(n)]
write('05-max-k1', 1, rnd)
write('06-max-k-last', pairs, rnd)
write('07-max-k-middle', pairs // 2, rnd)
write('08-max-k-random', random.randint(1, pairs), rnd)
write('09-many-duplicates', random.randint(1, pairs), [random.randint(0, 50) for _ in range(n)])
write('10-evenly-spaced', pairs // 3, [i * 125 for i in range(n)])
write('11-two-clusters', pairs - 10, [random.randint(0, 1000) for _ in range(n // 2)] + [random.randint(X - 1000, X) for _ in range(n // 2)])
write('12-zero-block-edge', 1000 * 999 // 2 + 1, [0] * 1000 + random.sample(range(1, X + 1), 3000))
