"""Writes data/secret/*.in for Glacier Mass Ledger (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.py on each input."""
import os
import random

R = random.Random(2026_11)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN = MAXQ = 3 * 10**4
MAXM = 10**9


def write(name, m, questions):
    n = len(m)
    assert 1 <= n <= MAXN and 1 <= len(questions) <= MAXQ
    assert all(-MAXM <= x <= MAXM for x in m) and all(1 <= l <= r <= n for l, r in questions)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n} {len(questions)}\n{" ".join(map(str, m))}\n')
        f.write(''.join(f'{l} {r}\n' for l, r in questions))


def random_questions(n, count):
    out = []
    for _ in range(count):
        l, r = R.randint(1, n), R.randint(1, n)
        out.append((min(l, r), max(l, r)))
    return out


write('01-one-day', [-7], [(1, 1)])
write('02-every-range-small', [3, -1, 0, 4, -6], [(l, r) for l in range(1, 6) for r in range(l, 6)])
write('03-all-zero', [0] * 50, random_questions(50, 50))
# Question ranges that start on day 1 (prefix[0] must be 0) and end on day n.
m = [R.randint(-100, 100) for _ in range(200)]
write('04-edges-of-the-season', m, [(1, r) for r in range(1, 201)] + [(l, 200) for l in range(1, 201)])
# Totals far beyond 32 bits, in both directions.
write('05-max-gain-every-day', [MAXM] * 1000, [(1, 1000), (1, 3), (500, 502), (1000, 1000), (2, 999)])
write('06-max-loss-every-day', [-MAXM] * 1000, [(1, 1000), (3, 5), (1, 1)])
# Gains and losses that cancel: the running total swings but many answers are 0 or close to it.
m = [MAXM if i % 2 == 0 else -MAXM for i in range(2000)]
write('07-alternating-extremes', m, random_questions(2000, 2000))
write('08-random-small', [R.randint(-20, 20) for _ in range(30)], random_questions(30, 60))
# Largest inputs: long questions (a day-by-day sum is slow), extreme values.
m = [R.randint(-MAXM, MAXM) for _ in range(MAXN)]
write('09-max-random-long-ranges', m,
      [(R.randint(1, 100), MAXN - R.randint(0, 99)) for _ in range(MAXQ)])
m = [R.randint(MAXM // 2, MAXM) for _ in range(MAXN)]
write('10-max-gains-whole-season', m, [(1, MAXN)] * (MAXQ // 2) + random_questions(MAXN, MAXQ // 2))
m = [R.randint(-999, 999) for _ in range(10**4)]
write('11-small-values-random', m, random_questions(10**4, 10**4))
write('12-single-days', [R.randint(-MAXM, MAXM) for _ in range(500)], [(i, i) for i in range(1, 501)])
