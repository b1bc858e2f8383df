"""Writes data/secret for cracked-stair-hops. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(1234)


def write(name, n, cracked):
    cracked = list(cracked)
    random.shuffle(cracked)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{n} {len(cracked)}\n{" ".join(map(str, cracked))}\n')


def passable(n, k):
    """k random cracked steps with never three in a row, so the top stays reachable."""
    chosen = set()
    while len(chosen) < k:
        c = random.randint(1, n - 1)
        if c in chosen:
            continue
        chosen.add(c)
        if any(all(x in chosen for x in range(s, s + 3)) for s in range(c - 2, c + 1)):
            chosen.remove(c)
    return sorted(chosen)


write('01-one-step', 1, [])
write('02-two-steps-first-cracked', 2, [1])
write('03-three-in-a-row-blocks', 10, [4, 5, 6])
write('04-every-other-cracked', 40, range(2, 40, 2))
write('05-small-no-cracks', 30, [])
write('06-max-no-cracks', 300000, [])
write('07-max-random-cracks', 300000, passable(300000, 5000))
write('08-blocked-near-top', 300000, [299996, 299997, 299998] + random.sample(range(1, 299990), 4997))
write('09-cracks-at-bottom', 300000, [v for v in range(1, 5001) if v % 3 != 0])
write('10-every-third', 15000, range(3, 15000, 3))
write('11-pairs-of-cracks', 200000, [v for p in range(10, 200000, 80) for v in (p, p + 1)][:5000])
write('12-mid-random', 100000, passable(100000, 3000))
