"""Writes data/secret for ballad-refrain-echo. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(1212)
N = 100_000


def write(name, s):
    assert 1 <= len(s) <= N and s.isalpha() and s.islower()
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(s + '\n')


def rnd(n, letters='abcdefghijklmnopqrstuvwxyz'):
    return ''.join(random.choice(letters) for _ in range(n))


write('01-one-letter', 'a')
write('02-two-equal', 'zz')
write('03-three-equal', 'zzz')
write('04-all-same-max', 'a' * N)
# The longest border appears only at both ends; a slow search for it scans the whole ballad for every length.
m = (N - 1) // 2
write('05-border-only-at-ends', 'a' * m + 'b' + 'a' * m)
write('06-random-no-border', rnd(40_000))
p = rnd(30_000, 'ab')
write('07-long-border-in-middle', p + rnd(5000, 'ab') + p + rnd(5000, 'ab') + p)
w = rnd(500, 'xy')
write('08-nested-borders', (w + 'z') * 150 + w + 'q' + w)
write('09-periodic', ('abcab' * N)[:60_000 - 3])
x = rnd(1000, 'ab')
write('10-border-not-inside', x + rnd(40_000, 'cd') + x)
write('11-small-random-binary', rnd(50, 'ab'))
