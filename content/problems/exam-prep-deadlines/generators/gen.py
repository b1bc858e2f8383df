"""Writes data/secret for exam-prep-deadlines. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(555)


def write(name, jobs):
    random.shuffle(jobs)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(jobs)}\n' + ''.join(f'{t} {d}\n' for t, d in jobs))


def rnd(n, tmax, dmax):
    return [(random.randint(1, tmax), random.randint(1, dmax)) for _ in range(n)]


write('01-one-fits-exactly', [(5, 5)])
write('02-one-too-long', [(6, 5)])
write('03-all-equal', [(3, 9)] * 10)
write('04-small-random', rnd(10, 10, 30))
write('05-all-fit', [(1, 10**7)] * 2000)
write('06-max-random-tight', rnd(50000, 10**5, 10**7 // 2))
write('07-max-random-loose', rnd(20000, 10**4, 10**7))
# Long jobs with early deadlines come first and must be dropped for many short ones.
write('08-long-then-short', [(10**5, 10**5 + i) for i in range(10000)] + [(1, 10**5 + 10000 + i) for i in range(40000)])
write('09-same-deadline', [(random.randint(1, 10**5), 5 * 10**6) for _ in range(3000)])
write('10-small-times', rnd(50000, 10, 125000))
write('11-increasing-durations', [(i + 1, (i + 1) * 2000) for i in range(4000)])
write('12-none-fit', [(random.randint(50, 100), random.randint(1, 49)) for _ in range(3000)])
