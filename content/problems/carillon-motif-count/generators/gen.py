"""Writes data/secret for carillon-motif-count. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(1939)
N = 2 * 10**5


def write(name, motif, log):
    assert 1 <= len(motif) <= len(log) <= N
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{motif}\n{log}\n')


def rand(length, alphabet):
    return ''.join(random.choice(alphabet) for _ in range(length))


def fibonacci_word(length):
    a, b = 'a', 'ab'
    while len(b) < length:
        a, b = b, b + a
    return b[:length]


write('01-single-bell', 'a', 'a')
write('02-motif-is-log', 'carillon', 'carillon')
write('03-never-played', 'q', rand(N, 'abcdefghijklmnop'))
# Every start matches: a skip-after-match count gets 200 times too few.
write('04-all-overlapping', 'a' * 1000, 'a' * N)
# Every start matches all but the last bell: the bell-by-bell comparison does 10^10 steps.
write('05-almost-everywhere', 'a' * 99_999 + 'b', 'a' * N)
write('06-alternating', 'ab' * 500 + 'a', 'ab' * (N // 2))
write('07-two-bells-random', rand(12, 'ab'), rand(N, 'ab'))
log = rand(N, 'abcdefghijklmnopqrstuvwxyz')
start = random.randint(0, N - 50)
write('08-random-letters', log[start:start + 3], log)
write('09-fibonacci', fibonacci_word(4181), fibonacci_word(N))
# Borders inside borders: the fall-back chain of the prefix function is exercised at every mismatch.
write('10-nested-borders', 'aabaabaaa', ('aabaabaab' * 3 + 'aabaabaaa') * (N // 36))
write('11-one-bell-everywhere', 'z', 'z' * N)
write('12-long-motif-twice', 'x' * 50_000 + 'y' * 50_000, 'x' * 50_000 + 'y' * 50_000 + 'x' * 50_000 + 'y' * 50_000)
