"""Writes data/secret for carousel-banner-shift. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(5151)
N = 50_000


def write(name, a, b):
    assert 1 <= len(a) == len(b) <= N
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{a}\n{b}\n')


def rnd(n, letters='abcdefghijklmnopqrstuvwxyz'):
    return ''.join(random.choice(letters) for _ in range(n))


def rot(a, s):
    return a[s:] + a[:s]


write('01-one-letter', 'q', 'q')
write('02-one-letter-differs', 'q', 'r')
write('03-no-turn-needed', 'merrygoround', 'merrygoround')
write('04-last-shift', 'abcdefg', 'gabcdef')
# Near-periodic strings: every candidate start matches for a long while before failing.
a = 'a' * (N - 1) + 'b'
write('05-almost-all-a', a, rot(a, N // 2))
write('06-almost-all-a-missing', 'a' * (N - 1) + 'b', 'a' * (N - 2) + 'bb')
a = rnd(N)
write('07-random-max', a, rot(a, 31_337))
a = ('ab' * N)[:20_000]
write('08-periodic-smallest', a, rot(a, 3))
a = rnd(N, 'ab')
b = list(rot(a, 17_000))
b[-1] = 'a' if b[-1] == 'b' else 'b'
write('09-last-letter-off', a, ''.join(b))
a = 'a' * 10_000 + 'b' + 'a' * 9998 + 'c'
write('10-two-markers', a, rot(a, len(a) - 1))
a = rnd(1000, 'xy')
write('11-small-binary', a, rot(a, 999))
a = ('abc' * N)[:19_999] + 'd'
write('12-same-letters-other-order', a, ''.join(sorted(a)))
