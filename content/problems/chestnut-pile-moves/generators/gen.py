"""Writes data/secret for chestnut-pile-moves. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(4417)
TOP = 10**5
Q = 10**4


def write(name, moves, piles):
    assert 1 <= len(moves) <= 10 and len(set(moves)) == len(moves) and all(1 <= s <= 100 for s in moves)
    assert 1 <= len(piles) <= Q and all(0 <= n <= TOP for n in piles)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(moves)} {len(piles)}\n' + ' '.join(map(str, moves)) + '\n' + ' '.join(map(str, piles)) + '\n')


def many(count, top=TOP):
    return [random.randint(0, top) for _ in range(count)]


# Every small pile, so each size of the table is asked about.
write('01-one-two-small', [1, 2], list(range(0, 61)))
write('02-one-three-four-small', [1, 3, 4], list(range(0, 101)))
# Moves 1..m: here the "multiples of m + 1" rule is right, and the table must agree with it.
write('03-one-to-six', [1, 2, 3, 4, 5, 6], many(2000))
# No move of 1: small piles are stuck at once.
write('04-no-single-move', [2, 5], list(range(0, 50)) + many(1000))
write('05-only-large-move', [100], list(range(0, 301)))
write('06-zero-piles', [3, 7], [0] * 20)
# A "gap" card where the mod rule is wrong on many sizes.
write('07-gap-card', [1, 4, 9, 16, 25, 36, 49, 64, 81, 100], many(5000))
write('08-random-cards', random.sample(range(1, 101), 10), many(Q))
# Largest piles, many times: a table per game is q * n * k steps.
write('09-max-piles', random.sample(range(1, 30), 7), [TOP - random.randint(0, 50) for _ in range(Q)])
write('10-max-single-move', [1], [TOP] * 2000)
write('11-max-random', random.sample(range(1, 101), 5), many(Q))
write('12-even-moves', [2, 4, 6, 8], many(3000))
