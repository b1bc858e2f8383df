"""Writes data/secret/*.in for Choir Rehearsal Rooms (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.py on each input."""
import os
import random

R = random.Random(1685)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXT = 2 * 10**4, 10**9


def write(name, bookings):
    bookings = list(bookings)
    R.shuffle(bookings)
    assert 1 <= len(bookings) <= MAXN and all(0 <= s < e <= MAXT for s, e in bookings)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(bookings)}\n' + ''.join(f'{s} {e}\n' for s, e in bookings))


write('01-one-booking', [(0, MAXT)])
write('02-same-booking-twice', [(5, 6), (5, 6)])
write('03-chain-of-touching', [(i, i + 1) for i in range(50)])
write('04-nested', [(0, 100), (10, 90), (20, 80), (30, 70), (70, 75)])
# Two peaks of the same height: the earlier one must be reported.
write('05-two-equal-peaks', [(50, 60), (55, 65), (0, 10), (5, 15), (30, 40)])
write('06-small-random', [(s, s + R.randint(1, 10)) for s in (R.randint(0, 40) for _ in range(20))])
write('07-max-all-overlap', [(R.randint(0, 1000), MAXT - R.randint(0, 1000)) for _ in range(MAXN)])
write('08-max-random-short', [(s, s + R.randint(1, 10**5)) for s in (R.randint(0, MAXT - 10**5) for _ in range(MAXN))])
# Touching everywhere: each room is reused at the very minute it is freed.
b = []
for lane in range(100):
    t = R.randint(0, 50)
    for _ in range(MAXN // 100):
        length = R.randint(1, 1000)
        b.append((t, t + length))
        t += length
write('09-max-touching-lanes', b)
write('10-max-disjoint', [(10 * i, 10 * i + R.randint(1, 10)) for i in range(MAXN)])
# Everything starts at one minute, ends spread out; a later wave is just as high.
write('11-max-late-equal-wave', [(1000, 1000 + R.randint(1, 10**6)) for _ in range(MAXN // 2)] + [(5 * 10**8, 5 * 10**8 + R.randint(1, 10**6)) for _ in range(MAXN // 2)])
write('12-max-random-long', [tuple(sorted(R.sample(range(0, MAXT + 1), 2))) for _ in range(MAXN)])
