"""Writes data/secret for loom-card-repeat. Deterministic: fixed seed. Run from the problem folder."""
import random
import string

random.seed(8086)
MAXN = 5 * 10**4


def write(name, s):
    assert 1 <= len(s) <= MAXN and all('a' <= ch <= 'z' for ch in s)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(s + '\n')


def rand(n, alphabet=string.ascii_lowercase):
    return ''.join(random.choice(alphabet) for _ in range(n))


write('01-one-card', 'a')
write('02-two-same', 'aa')
write('03-alphabet-no-repeat', string.ascii_lowercase)
# One letter throughout: the answer overlaps itself almost entirely (n - 1 at position 1).
write('04-max-one-letter', 'z' * MAXN)
write('05-max-period-two', 'ab' * (MAXN // 2))
write('06-max-random', rand(MAXN))
write('07-max-random-two-letters', rand(MAXN, 'ab'))
# A long block copied twice with other cards between: a repeat far longer than chance gives.
block = rand(20000)
write('08-copied-block', rand(3000) + block + rand(4000) + block + rand(3000))
# Three copies in a row: the repeat is two copies long and its appearances overlap.
w = rand(10000)
write('09-overlapping-copies', rand(5000) + w * 3 + rand(5000))
fib = ['b', 'a']
while len(fib[-1]) < MAXN:
    fib.append(fib[-1] + fib[-2])
write('10-fibonacci-chain', fib[-1][:MAXN])
write('11-small-three-letters', rand(200, 'abc'))
# Two different repeats of the same length: the earliest first appearance wins.
x, y = rand(5000), rand(5000)
write('12-tie-earliest', rand(2000) + y + rand(1000) + x + rand(1000) + y + rand(1000) + x + rand(2000))
