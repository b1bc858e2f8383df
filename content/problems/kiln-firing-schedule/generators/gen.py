"""Writes data/secret/*.in for Kiln Firing Schedule (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.py on each input."""
import os
import random

R = random.Random(7311)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXM, MAXT = 2 * 10**4, 2 * 10**4, 10**9


def write(name, t, rules):
    n = len(t)
    assert 1 <= n <= MAXN and len(rules) <= MAXM and all(1 <= a <= n and 1 <= b <= n and a != b for a, b in rules)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n} {len(rules)}\n' + ' '.join(map(str, t)) + '\n' + ''.join(f'{a} {b}\n' for a, b in rules))


def dag(n, m, span=None):
    """Random DAG: rules go forward in a hidden random order of the jobs."""
    order = list(range(1, n + 1))
    R.shuffle(order)
    rules = []
    for _ in range(m):
        i = R.randrange(n - 1)
        j = R.randint(i + 1, n - 1 if span is None else min(n - 1, i + span))
        rules.append((order[i], order[j]))
    return rules


def times(n, hi=MAXT):
    return [R.randint(1, hi) for _ in range(n)]


write('01-single-job', [5], [])
write('02-no-rules', times(MAXN), [])
write('03-two-cycle', [4, 4], [(1, 2), (2, 1)])
write('04-duplicate-rules', [3, 1, 2], [(3, 1), (3, 1), (2, 1)])
# Heavy short branch against a long light chain: the critical path is not the longest chain by count.
write('05-heavy-branch', [1] * 6 + [100], [(i, i + 1) for i in range(1, 6)] + [(7, 6)])
write('06-small-random', times(12, 20), dag(12, 15))
# A chain listed backwards, numbered backwards: every pass of repeated relaxation moves one step.
write('07-max-reverse-chain', [MAXT] * MAXN, [(i + 1, i) for i in range(1, MAXN)])
write('08-max-random-dag', times(MAXN), dag(MAXN, MAXM))
write('09-local-dag', times(MAXN // 2), dag(MAXN // 2, MAXM // 2, span=4))
write('10-dag-plus-far-cycle', times(MAXN), dag(MAXN - 3, MAXM - 3) + [(MAXN - 2, MAXN - 1), (MAXN - 1, MAXN), (MAXN, MAXN - 2)])
rules = dag(MAXN, MAXM - 2)
i, j = R.sample(range(1, MAXN + 1), 2)
write('11-cycle-among-many', times(MAXN), rules + [(j, i), (i, j)])
# One job waits for everything else (a star into the last job), listed in shuffled order.
rules = [(v, MAXN) for v in range(1, MAXN)]
R.shuffle(rules)
write('12-max-star', times(MAXN), rules)
# Long backwards chain of small jobs beside a few heavy ones.
t = [R.randint(1, 10) for _ in range(MAXN)]
for v in R.sample(range(1, MAXN + 1), 5):
    t[v - 1] = MAXT
write('13-reverse-chain-mixed', t, [(i + 1, i) for i in range(1, MAXN)])
