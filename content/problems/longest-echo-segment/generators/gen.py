"""Writes data/secret/*.in for Longest Echo Segment (seeded, deterministic). Answers come from the accepted solution."""
import os
import random

R = random.Random(9001)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN = 10**5


def write(name, s):
    assert 1 <= len(s) <= MAXN
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(s + '\n')


def word(length, letters='abcdefghijklmnopqrstuvwxyz'):
    return ''.join(R.choice(letters) for _ in range(length))


write('01-single-letter', 'q')
write('02-two-equal', 'mm')
write('03-two-different', 'mn')
write('04-odd-beats-even', 'abbaxyzyx')  # even 4 first, odd 5 later
write('05-tie-leftmost', 'xyxabcbab')  # several echoes of length 3
write('06-whole-string', 'racecar')
write('07-even-at-end', 'abcdeffe')
write('08-all-same-max', 'a' * MAXN)
write('09-two-letters-max', word(MAXN, 'ab'))
write('10-random-26', word(50000))
half = word(20000)
write('11-planted-even', word(5000) + half + half[::-1] + word(5000))
write('12-period-aab', ('aab' * 40000)[:MAXN // 2])
write('13-nested-ties', 'aba' * 10 + 'c' + 'aba' * 10)
write('14-small-random', word(40, 'ab'))
