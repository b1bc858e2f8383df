"""Writes data/secret/*.in for Banner Repeat Unit (seeded, deterministic). Answers come from the accepted solution."""
import os
import random

R = random.Random(4242)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN = 2 * 10**5


def write(name, s):
    assert 1 <= len(s) <= MAXN
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(s + '\n')


def printed(stamp, n):
    return (stamp * (n // len(stamp) + 1))[:n]


def word(length, letters='abcdefghijklmnopqrstuvwxyz'):
    return ''.join(R.choice(letters) for _ in range(length))


write('01-single-letter', 'k')
write('02-two-equal', 'oo')
write('03-two-different', 'ox')
write('04-exact-copies', printed('abcd', 12))
write('05-cut-copy', printed('aab', 8))
write('06-almost-periodic', 'abababababx')
write('07-period-not-dividing', printed('abaab', 13))
write('08-all-same-max', 'z' * MAXN)
write('09-last-letter-breaks', 'a' * (MAXN // 2 - 1) + 'b')  # answer n; naive checks are quadratic here
write('10-long-stamp-cut', printed(word(3000, 'ab'), 50000))
write('11-random', word(2000))
write('12-stamp-with-inner-border', printed('abaababaab', 777))
f = ['b', 'a']
while len(f[-1]) < 30000:
    f.append(f[-1] + f[-2])
write('13-fibonacci-word', f[-1][:30000])
write('14-pairs-then-break', 'ab' * 25000 + 'c')
