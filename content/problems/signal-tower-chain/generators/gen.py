"""Writes data/secret for signal-tower-chain. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(2718)
H = 10**5


def write(name, h):
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(h)}\n{" ".join(map(str, h))}\n')


n = 50000
write('01-single', [0])
write('02-two-equal', [5, 5])
write('03-two-rising', [0, H])
write('04-small-random', [random.randint(0, 10) for _ in range(15)])
write('05-strictly-rising', list(range(0, 2 * n, 2)))
write('06-strictly-falling', list(range(H, H - n, -1)))
write('07-staircase-duplicates', [i // 3 for i in range(n)])
write('08-random-wide', [random.randint(0, H) for _ in range(n)])
write('09-random-narrow', [random.randint(0, 50) for _ in range(n)])
# Rising blocks that each fall inside: the answer is the number of blocks plus slack.
write('10-sawtooth', [(i // 100) * 200 + (99 - i % 100) * 2 for i in range(n)])
# A rising trend with noise: long chains with many near-ties.
write('11-noisy-trend', [min(H, i * 3 + random.randint(0, 160)) for i in range(n // 2)])
write('12-zeros-and-top', [0] * 25000 + [H] * 15000)
