"""Writes data/secret/*.in for Village Green Mower (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.py on each input."""
import os
import random

R = random.Random(1066)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXWH, MAXM, MAXL = 10**9, 10**4, 10**5


def write(name, w, h, trees, commands):
    assert 1 <= w <= MAXWH and 1 <= h <= MAXWH and len(trees) <= MAXM and len(set(trees)) == len(trees)
    assert all(1 <= x <= w and 1 <= y <= h and (x, y) != (1, 1) for x, y in trees)
    assert 1 <= len(commands) <= MAXL and set(commands) <= set('FLR')
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{w} {h} {len(trees)}\n' + ''.join(f'{x} {y}\n' for x, y in trees) + commands + '\n')


def random_trees(w, h, m):
    s = set()
    while len(s) < m:
        c = (R.randint(1, w), R.randint(1, h))
        if c != (1, 1):
            s.add(c)
    return list(s)


write('01-one-cell-green', 1, 1, [], 'FLFRFRRF')
write('02-turn-only', 5, 5, [], 'LLRRRL')
write('03-boxed-in', 3, 3, [(1, 2), (2, 1)], 'FRFRFRFLF')
write('04-left-turns-round', 4, 4, [], 'RFFFLFFFLFFFLFFF')  # all the way round, ending back at the start
write('05-small-random', 6, 5, random_trees(6, 5, 6), ''.join(R.choice('FFFLR') for _ in range(60)))
# A straight run north on a huge green: 10^5 new cells.
write('06-max-straight-line', MAXWH, MAXWH, [], 'F' * MAXL)
# Back and forth on a 1 x 1000 strip: few distinct cells, many moves.
write('07-max-back-and-forth', 1, 1000, [], ('F' * 999 + 'RR') * (MAXL // 1001) + 'F' * (MAXL % 1001))
# A spiral outwards: every step is a new cell.
cmds = []
length = 1
while len(cmds) < MAXL:
    for _ in range(2):
        cmds += ['F'] * length + ['R']
    length += 1
write('08-max-spiral', MAXWH, MAXWH, [], ''.join(cmds[:MAXL]))
# Random walk in a small crowded garden.
write('09-max-random-crowded', 200, 200, random_trees(200, 200, MAXM), ''.join(R.choice('FFFFLR') for _ in range(MAXL)))
# Random walk on a large green with scattered trees near the start.
write('10-max-random-open', 5000, 5000, random_trees(300, 300, MAXM), ''.join(R.choice('FFFFFFLR') for _ in range(MAXL)))
# Trees line the column north of the start: every F bumps until the mower turns.
write('11-max-tree-ahead', 10, 10, [(1, 2)], 'F' * (MAXL // 2) + 'R' + 'F' * (MAXL // 2 - 1))
# A serpentine over a 300 x 330 field: rows east and west, moving north at each end.
cmds = []
for row in range(330):
    cmds += ['F'] * 299
    turn = 'L' if row % 2 == 0 else 'R'
    cmds += [turn, 'F', turn]
write('12-max-serpentine', 300, 330, [], 'R' + ''.join(cmds)[: MAXL - 1])
