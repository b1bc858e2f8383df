"""Writes data/secret for quarry-pebble-duel. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(6061)
TOP = 10**9


def write(name, games):
    assert 1 <= len(games) <= 1000 and sum(len(h) for _, h in games) <= 20_000
    for k, heaps in games:
        assert 1 <= k <= TOP and heaps and all(0 <= a <= TOP for a in heaps)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(games)}\n')
        for k, heaps in games:
            f.write(f'{len(heaps)} {k}\n' + ' '.join(map(str, heaps)) + '\n')


def losing(k, m, top=TOP):
    """m heaps whose Grundy values XOR to 0 (the player to move loses)."""
    while True:
        heaps = [random.randint(0, top) for _ in range(m - 1)]
        x = 0
        for a in heaps:
            x ^= a % (k + 1)
        if x <= min(k, top):  # a heap can only have Grundy values 0..k
            break
    # the last heap needs Grundy value x: any size congruent to x modulo k + 1
    base = random.randint(0, max(0, (top - x) // (k + 1)))
    heaps.append(x + base * (k + 1))
    random.shuffle(heaps)
    return (k, heaps)


def anything(k, m, top=TOP):
    return (k, [random.randint(0, top) for _ in range(m)])


# Every small case: one heap 0..20 with k 1..6, and pairs of heaps.
write('01-one-heap-small', [(k, [a]) for k in range(1, 7) for a in range(0, 21)])
write('02-two-heaps-small', [(k, [a, b]) for k in (1, 2, 3) for a in range(0, 12) for b in range(0, 12)][:1000])
# One huge heap and k = 1: a Grundy table needs 10^9 entries.
write('03-huge-heap-k1', [(1, [TOP]), (1, [TOP - 1])])
# k at least the largest heap: the game is plain Nim.
write('04-k-covers-heaps', [anything(TOP, 20) if g % 2 else losing(TOP, 20) for g in range(500)])
# Heap sizes whose plain XOR is 0 but Grundy XOR is not, and the other way round.
write('05-nim-would-lie', [(2, [3, 5]), (3, [4]), (1, [2, 2, 1]), (4, [5, 5, 5]), (2, [6, 3, 5])] +
      [losing(random.randint(1, 5), random.randint(2, 6), 50) for _ in range(300)])
write('06-random-losing', [losing(random.randint(1, TOP), random.randint(1, 30)) for _ in range(600)])
write('07-random-any', [anything(random.randint(1, 100), random.randint(1, 30)) for _ in range(600)])
write('08-one-game-many-heaps', [losing(7, 20_000)])
write('09-empty-heaps', [(random.randint(1, 9), [0] * random.randint(1, 5)) for _ in range(200)] + [(5, [0, 0, 6])])
write('10-multiples-of-k-plus-one', [(k, [(k + 1) * random.randint(0, TOP // (k + 1)) for _ in range(10)])
                                     for k in (random.randint(1, 1000) for _ in range(1000))])
write('11-max-games', [anything(random.randint(1, 10), 20) if g % 2 else losing(random.randint(1, 10), 20)
                       for g in range(1000)])
write('12-huge-heaps-small-k', [losing(random.randint(1, 3), 2, TOP) for _ in range(100)] +
      [anything(random.randint(1, 3), 3, TOP) for _ in range(100)])
