"""Writes data/secret for granary-floor-tiles. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(1618)
TOP = 10**9


def write(name, floors):
    assert 1 <= len(floors) <= 10**4 and all(1 <= w <= TOP and 1 <= h <= TOP for w, h in floors)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(floors)}\n' + ''.join(f'{w} {h}\n' for w, h in floors))


def with_gcd(g, top=TOP):
    """A floor whose sides are g times two coprime numbers, so the tile side is exactly g."""
    while True:
        a, b = random.randint(1, top // g), random.randint(1, top // g)
        x, y = a, b
        while y:
            x, y = y, x % y
        if x == 1:
            return (g * a, g * b)


write('01-unit-floor', [(1, 1)])
write('02-squares', [(s, s) for s in (1, 2, 9, 1000, TOP)])
write('03-small-all', [(w, h) for w in range(1, 31) for h in range(1, 31)])
write('04-one-side-divides', [(d, d * random.randint(1, TOP // d)) for d in (random.randint(1, 10**5) for _ in range(500))])
# Long thin floors: subtraction takes about W steps.
write('05-long-thin', [(TOP, 1), (1, TOP), (TOP - 1, 2), (TOP, 3)])
# Counts beyond 2^31: a 32-bit product overflows.
write('06-huge-counts', [(TOP, TOP - 1), (TOP - 7, TOP - 13), (999999937, 999999929)] +
      [(random.randint(TOP // 2, TOP), random.randint(TOP // 2, TOP)) for _ in range(200)])
write('07-known-gcd', [with_gcd(random.choice([2, 3, 7, 1024, 999, 65536, 10**6])) for _ in range(2000)])
# Consecutive Fibonacci numbers: the most remainder steps for their size.
fib = [1, 2]
while fib[-1] + fib[-2] <= TOP:
    fib.append(fib[-1] + fib[-2])
write('08-fibonacci-pairs', [(fib[i + 1], fib[i]) for i in range(len(fib) - 1)])
write('09-random', [(random.randint(1, TOP), random.randint(1, TOP)) for _ in range(3000)])
write('10-powers-of-two', [(2 ** random.randint(0, 29), 2 ** random.randint(0, 29)) for _ in range(3000)])
write('11-thin-floors', [(random.randint(TOP // 2, TOP), random.randint(1, 3)) for _ in range(3000)])
