"""Writes data/secret/*.in for Market Inspector Visits (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.cpp on each input."""
import os
import random

R = random.Random(9_051)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXT = 2 * 10**4, 10**6


def write(name, stalls):
    assert 1 <= len(stalls) <= MAXN and all(0 <= s <= e <= MAXT for s, e in stalls)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(stalls)}\n' + ''.join(f'{s} {e}\n' for s, e in stalls))


def rand(count, max_len, span=MAXT):
    out = []
    for _ in range(count):
        s = R.randint(0, span)
        out.append((s, min(span, s + R.randint(0, max_len))))
    return out


write('01-one-stall', [(7, 7)])
write('02-same-minute', [(5, 5), (5, 5), (5, 5)])
# A wide stall opens first but a short stall inside it closes much earlier: sorting by opening minute goes wrong.
write('03-short-inside-long', [(0, 100), (10, 20), (30, 40), (90, 95)])
write('04-nested', [(i, 200 - i) for i in range(100)])
write('05-chain-of-touching', [(10 * i, 10 * i + 10) for i in range(50)])
write('06-all-disjoint-small', [(3 * i, 3 * i + 1) for i in range(40)][::-1])
write('07-random-small', rand(30, 40, 300))
write('08-random-medium', rand(3000, 2000))
write('09-long-stalls', rand(6000, 200000))
# Largest: every stall needs its own visit, so a search per visit over all stalls is n^2 = 4e8 steps.
disjoint = [(50 * i, 50 * i + R.randint(0, 40)) for i in range(MAXN)]
R.shuffle(disjoint)
write('10-max-all-disjoint', disjoint)
write('11-short-stalls', rand(6000, 60))
