"""Writes data/secret/*.in for Herb Jar Blends (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.py on each input."""
import os
import random

R = random.Random(1_616)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)


def write(name, target, w):
    assert 1 <= len(w) <= 16 and all(1 <= x <= 1000 for x in w) and 1 <= target <= 16000
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(w)} {target}\n{" ".join(map(str, w))}\n')


write('01-one-jar-fits', 5, [5])
write('02-one-jar-does-not', 4, [5])
write('03-every-jar-needed', 136, list(range(1, 17)))
write('04-equal-jars', 3, [1] * 6)  # C(6, 3) = 20 blends, all with the same weight per jar
write('05-most-blends', 8, [1] * 16)  # C(16, 8) = 12870 blends, the largest possible output
write('06-powers-of-two', 1000, [2**i for i in range(10)] + [1000, 999, 1, 488, 512, 500])
write('07-none-fit', 3, [4, 5, 6, 7])
write('08-too-heavy-in-total', 16000, [1000] * 15 + [999])
write('09-max-weight-all', 16000, [1000] * 16)
write('10-random-small', 20, [R.randint(1, 10) for _ in range(8)])
write('11-random-full', 2500, [R.randint(100, 600) for _ in range(16)])
write('12-random-many-small', 40, [R.randint(1, 9) for _ in range(16)])
write('13-interleaved-order', 10, [3, 7, 5, 5, 2, 8, 1, 9, 4, 6, 10, 3])
