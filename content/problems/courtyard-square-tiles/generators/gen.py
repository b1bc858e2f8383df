"""Writes data/secret for courtyard-square-tiles. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(1618)
M = 10**9


def write(name, cases):
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(cases)}\n' + ''.join(f'{w} {h}\n' for w, h in cases))


def with_common(count, g_max):
    out = []
    for _ in range(count):
        g = random.randint(1, g_max)
        out.append((g * random.randint(1, M // g), g * random.randint(1, M // g)))
    return out


fib = [1, 1]
while fib[-1] <= M:
    fib.append(fib[-1] + fib[-2])
write('01-one-by-one', [(1, 1)])
write('02-one-and-max', [(1, M), (M, 1)])
write('03-equal-sides', [(x, x) for x in (1, 2, 999_999_937, M)])
write('04-small-random', [(random.randint(1, 30), random.randint(1, 30)) for _ in range(20)])
write('05-coprime-large', [(M - i, M - i - 1) for i in range(2000)])
write('06-fibonacci-neighbours', [(fib[i], fib[i + 1]) for i in range(len(fib) - 2) if fib[i + 1] <= M])
write('07-random-max', [(random.randint(1, M), random.randint(1, M)) for _ in range(2000)])
write('08-big-common-divisor', with_common(2000, 10**6))
write('09-multiples', [(x, x * random.randint(1, M // x)) for x in (random.randint(1, 10**5) for _ in range(2000))])
write('10-powers-of-two', [(2 ** a, 2 ** b) for a in range(30) for b in range(30)])
write('11-primes-times', [(999_999_937 * 1, 2 * 3 * 5 * 7 * 11 * 13 * 17 * 19 * 23), (2 ** 29, 3 ** 18), (999_999_000, 999_000)])
write('12-max-count', [(M, M - 1), (M - 1, M), (M, 999_999_999)] + [(random.randint(M - 1000, M), random.randint(M - 1000, M)) for _ in range(500)])
