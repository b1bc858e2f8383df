"""Writes data/secret/*.in for Telegraph Run Length (seeded, deterministic). Answers come from the accepted solution."""
import os
import random

R = random.Random(1844)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN = 10**5


def write(name, s):
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(s + '\n')


def runs(count, max_len, letters='abcdefghijklmnopqrstuvwxyz'):
    out, prev = [], ''
    for _ in range(count):
        c = R.choice([x for x in letters if x != prev])
        out.append(c * R.randint(1, max_len))
        prev = c
    return ''.join(out)


write('01-one-letter', 'q')
write('02-two-equal', 'zz')
write('03-two-different', 'az')
write('04-run-of-ten', 'b' * 10)  # two-digit length
write('05-ends-with-long-run', 'abc' + 'd' * 12)
write('06-starts-with-long-run', 'x' * 100 + 'y')
write('07-small-random', runs(20, 4, 'ab'))
write('08-whole-max-run', 'm' * MAXN)
write('09-no-repeats-max', ''.join('abcdefghijklmnopqrstuvwxyz'[i % 26] for i in range(50000)))
write('10-random-runs-max', runs(30000, 6)[:MAXN])
write('11-two-letters-random', ''.join(R.choice('ab') for _ in range(30000)))
write('12-long-runs', runs(40, 2500))
