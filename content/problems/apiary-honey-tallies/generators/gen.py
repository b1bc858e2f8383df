"""Writes data/secret for apiary-honey-tallies. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(4242)
N = Q = 30_000
TOP = 10**6


def write(name, amounts, log):
    n = len(amounts)
    assert 1 <= n <= N and 1 <= len(log) <= Q and any(op == 'sum' for op, _, _ in log)
    for op, a, b in log:
        assert (op == 'set' and 1 <= a <= n and 0 <= b <= TOP) or (op == 'sum' and 1 <= a <= b <= n)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{n} {len(log)}\n' + ' '.join(map(str, amounts)) + '\n')
        f.write(''.join(f'{op} {a} {b}\n' for op, a, b in log))


def rsum(n, width=None):
    if width is None:
        lo, hi = sorted((random.randint(1, n), random.randint(1, n)))
        return ('sum', lo, hi)
    lo = random.randint(1, n - width + 1)
    return ('sum', lo, lo + width - 1)


def rset(n, top=TOP):
    return ('set', random.randint(1, n), random.randint(0, top))


write('01-single-hive', [0], [('sum', 1, 1)])
write('02-small-hand', [4, 0, 9, 1, 1, 6], [
    ('sum', 1, 6), ('set', 6, 0), ('sum', 6, 6), ('sum', 1, 5), ('set', 1, 4), ('sum', 1, 1),
    ('set', 3, 10), ('sum', 2, 4), ('set', 3, 9), ('sum', 3, 3), ('sum', 1, 6),
])
# Every hive full, every question the whole row: totals of 3 * 10^10 and n * q additions for a per-question sum.
write('03-full-row-overflow', [TOP] * N, [('sum', 1, N)] * (Q // 2) + [('set', i, TOP) for i in range(1, Q // 2 + 1)])
write('04-random-mixed', [random.randint(0, TOP) for _ in range(N)],
      [rset(N) if random.random() < 0.5 else rsum(N) for _ in range(Q)])
# The same few hives are weighed again and again: adding instead of replacing piles up.
write('05-reweigh-same-hives', [random.randint(0, 100) for _ in range(2000)],
      [('set', random.randint(1, 5), random.randint(0, TOP)) if k % 2 == 0 else ('sum', 1, random.randint(1, 2000))
       for k in range(8000)])
write('06-narrow-ranges', [random.randint(0, 999) for _ in range(10_000)],
      [rset(10_000, 999) if random.random() < 0.3 else rsum(10_000, random.randint(1, 3)) for _ in range(10_000)])
write('07-weighed-empty', [random.randint(1, TOP) for _ in range(5000)],
      [('set', i, 0) for i in range(1, 5001)] + [rsum(5000) for _ in range(100)])
write('08-one-hive-many-weighings', [7], [('set', 1, random.randint(0, TOP)) if k % 3 else ('sum', 1, 1)
                                          for k in range(10_000)])
write('09-many-sets-few-sums', [random.randint(0, TOP) for _ in range(10_000)],
      [rset(10_000) for _ in range(9_990)] + [rsum(10_000) for _ in range(10)])
write('10-ends-of-row', [random.randint(0, TOP) for _ in range(8000)],
      [random.choice([('sum', 1, 1), ('sum', 8000, 8000), ('sum', 1, 8000), ('set', 1, random.randint(0, TOP)),
                      ('set', 8000, random.randint(0, TOP)), ('sum', 2, 7999)]) for _ in range(8000)])
write('11-all-empty', [0] * 3000, [rsum(3000) for _ in range(3000)])
write('12-wide-sums-after-sets', [random.randint(0, TOP) for _ in range(N)],
      [rset(N) for _ in range(10_000)] + [rsum(N, random.randint(N - 100, N)) for _ in range(10_000)])
