"""Writes data/secret for vending-exact-change. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(777)


def write(name, amount, coins):
    coins = list(coins)
    random.shuffle(coins)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(coins)} {amount}\n{" ".join(map(str, coins))}\n')


write('01-zero-amount', 0, [5])
write('02-single-coin-exact', 20000, [1])
write('03-single-coin-impossible', 19999, [2])
write('04-coin-larger-than-amount', 3, [7, 11])
write('05-greedy-trap-small', 30, [1, 10, 25])
write('06-greedy-trap-large', 20000, [1, 997, 1409, 1999, 2000])
write('07-all-even-odd-amount', 19999, [2 * x for x in random.sample(range(1, 10000), 25)])
write('08-max-random', 20000, random.sample(range(1, 20001), 25))
write('09-small-coins-max', 19997, random.sample(range(2, 60), 25))
write('10-coprime-pair', 19993, [97, 89])
write('11-big-coins-only', 20000, random.sample(range(5000, 20001), 25))
write('12-with-one', 18888, [1] + random.sample(range(2, 3000), 24))
write('13-frobenius-edge', 71, [6, 9, 20])
