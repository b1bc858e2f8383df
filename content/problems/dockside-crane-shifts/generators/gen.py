"""Writes data/secret/*.in for Dockside Crane Shifts (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.py on each input."""
import os
import random

R = random.Random(40_4)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXT = 3 * 10**4, 10**9


def write(name, bookings):
    assert 1 <= len(bookings) <= MAXN and all(0 <= s < e <= MAXT for s, e in bookings)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(bookings)}\n' + ''.join(f'{s} {e}\n' for s, e in bookings))


write('01-one-booking', [(0, MAXT)])
write('02-back-to-back', [(i, i + 1) for i in range(10)][::-1])  # touching only: one period of 10 minutes
write('03-gap-of-one-minute', [(0, 5), (6, 9)])
write('04-nested', [(0, 100), (10, 20), (30, 90), (40, 50), (99, 100), (0, 1)])
write('05-same-booking-twice', [(7, 9), (7, 9), (7, 9)])
# The long booking comes last: a sweep over unsorted input already closed the periods it joins.
write('06-late-long-booking', [(10, 20), (30, 40), (50, 60), (5, 55)])
write('07-random-small', [(s, s + R.randint(1, 6)) for s in (R.randint(0, 40) for _ in range(15))])
# Touching chains mixed with real gaps, shuffled.
b = []
t = 0
for _ in range(2000):
    length = R.randint(1, 50)
    b.append((t, t + length))
    t += length + R.choice([0, 0, 0, 1, 7])
R.shuffle(b)
write('08-touching-chains', b)
# Largest inputs. Disjoint bookings in random order: every one is its own period.
starts = R.sample(range(0, MAXT // 10), MAXN)
write('09-max-disjoint', [(10 * s, 10 * s + R.randint(1, 9)) for s in starts])
# Many overlaps across the whole month.
b = []
for _ in range(MAXN):
    s = R.randint(0, MAXT - 1)
    b.append((s, min(MAXT, s + R.randint(1, 40000))))
write('10-max-random-overlaps', b)
# Everything inside one huge booking, listed last.
b = [(R.randint(1, MAXT - 10) // 2 * 2, 0) for _ in range(MAXN - 1)]
b = [(s, s + R.randint(1, 9)) for s, _ in b] + [(0, MAXT)]
write('11-max-all-inside-last', b)
write('12-max-back-to-back', [(i * 30000, (i + 1) * 30000) for i in range(MAXN)][::-1])
