"""Writes data/secret/*.in for Letter Tile Arrangements (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.cpp on each input."""
import os
import random

R = random.Random(7_777)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)


def write(name, s):
    assert 1 <= len(s) <= 7 and s.isalpha() and s.islower()
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(s + '\n')


write('01-one-tile', 'q')
write('02-all-same', 'zzzzzzz')
write('03-two-different', 'ba')
write('04-pairs', 'aabbcc')
write('05-one-odd-tile', 'mmmmmmx')
write('06-unsorted-input', 'dcba')
write('07-all-different-max', 'gfedcba')
write('08-random-with-repeats', ''.join(R.choice('abc') for _ in range(7)))
write('09-random-letters', ''.join(R.choice('abcdefghijklmnopqrstuvwxyz') for _ in range(7)))
write('10-two-repeats-max', 'kayakyy')
