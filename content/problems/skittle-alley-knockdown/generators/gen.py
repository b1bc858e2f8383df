"""Writes data/secret for skittle-alley-knockdown. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(7070)
N = 100_000


def write(name, row):
    assert 1 <= len(row) <= N and set(row) <= set('I.')
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(row)}\n{row}\n')


def runs(lengths):
    return '.'.join('I' * m for m in lengths)


write('01-one-skittle', 'I')
write('02-nothing-standing', '.' * 10)
write('03-two-skittles', '.II.')
write('04-small-runs', runs([3, 5, 7, 1, 2]))
# A run of length 70 (the last irregular Grundy value) and runs just after it.
write('05-around-seventy', runs([70, 71, 82, 58]))
write('06-one-long-run', 'I' * N)
write('07-long-run-minus-one', 'I' * 59_999)
write('08-random-runs', ''.join(random.choice('II.') for _ in range(N)))
write('09-mirror-pairs', runs([random.randint(1, 300) for _ in range(200)] * 2))
write('10-many-short-runs', runs([random.randint(1, 6) for _ in range(20_000)])[:N])
long_runs = []
while sum(long_runs) + len(long_runs) < N - 30_000:
    long_runs.append(random.randint(1000, 20_000))
write('11-few-long-runs', runs(long_runs))
write('12-losing-long-pair', runs([24_999, 24_999]))
