"""Writes data/secret/*.in for Stall Rent Ledger (seeded, deterministic). Answers come from the accepted solution."""
import os
import random

R = random.Random(5150)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXM, MAXC = 10**5, 10**4, 10**6


def write(name, n, bookings):
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n} {len(bookings)}\n')
        f.write(''.join(f'{l} {r} {c}\n' for l, r, c in bookings))


def rand_booking(n, lo=1, hi=MAXC):
    l = R.randint(1, n)
    r = R.randint(l, n)
    return (l, r, R.randint(lo, hi))


write('01-one-stall-no-booking', 1, [])
write('02-one-stall-one-booking', 1, [(1, 1, 7)])
write('03-last-stall-wins', 6, [(6, 6, 10), (1, 5, 9)])
write('04-booking-ends-at-n', 8, [(3, 8, 4), (8, 8, 1)])
write('05-all-ties', 7, [(1, 7, 3)])
write('06-touching-ranges', 10, [(1, 5, 2), (5, 10, 2), (6, 6, 1)])
write('07-small-random', 20, [rand_booking(20, 1, 9) for _ in range(15)])
write('08-overflow-int32', MAXN, [(1, MAXN, MAXC)] * MAXM)  # 10^10 on every stall
write('09-random-max', MAXN, [rand_booking(MAXN) for _ in range(5000)])
write('10-wide-ranges', MAXN, [(R.randint(1, 10), R.randint(MAXN - 10, MAXN), R.randint(1, 10)) for _ in range(5000)])
write('11-point-bookings', MAXN, [(p, p, R.randint(1, 100)) for p in (R.randint(1, MAXN) for _ in range(3000))])
write('12-max-n-no-bookings', MAXN, [])
write('13-peak-at-right-edge', 1000, [(i, 1000, 1) for i in range(1, 1001)])
