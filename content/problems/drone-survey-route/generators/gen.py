"""Writes data/secret for drone-survey-route. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(31337)
C = 10**6


def write(name, m):
    n = len(m)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{n}\n' + ''.join(' '.join(map(str, row)) + '\n' for row in m))


def matrix(n, cost):
    return [[0 if i == j else cost(i, j) for j in range(n)] for i in range(n)]


def points(n, spread):
    pts = [(random.randint(0, spread), random.randint(0, spread)) for _ in range(n)]
    return pts


write('01-base-only', [[0]])
write('02-one-point', [[0, 7], [3, 0]])
write('03-all-equal', matrix(13, lambda i, j: 1000))
write('04-small-random', matrix(6, lambda i, j: random.randint(1, 50)))
write('05-max-random', matrix(13, lambda i, j: random.randint(1, C)))
write('06-max-costs', matrix(13, lambda i, j: C))
pts = points(13, 400_000)
write('07-euclidean', matrix(13, lambda i, j: 1 + round(((pts[i][0] - pts[j][0]) ** 2 + (pts[i][1] - pts[j][1]) ** 2) ** 0.5)))
# Wind from the west: flying east is cheap, flying west is expensive.
write('08-wind', matrix(13, lambda i, j: 1 + abs(pts[i][0] - pts[j][0]) * (1 if pts[j][0] > pts[i][0] else 3) // 2))
# A hidden cheap cycle in a shuffled order; everything else costs a lot. Nearest-neighbour greedy gets lured away.
order = [0] + random.sample(range(1, 13), 12)
m = matrix(13, lambda i, j: random.randint(500_000, C))
for a, b in zip(order, order[1:] + order[:1]):
    m[a][b] = random.randint(1000, 2000)
for i in range(1, 13):
    m[0][i] = min(m[0][i], 900)  # cheap first legs lure a greedy start
write('09-hidden-cycle', m)
write('10-twelve-points', matrix(12, lambda i, j: random.randint(1, 1000)))
write('11-asymmetric-extreme', matrix(13, lambda i, j: 1 if (j - i) % 13 == 5 else random.randint(C // 2, C)))
write('12-tiny-costs', matrix(13, lambda i, j: random.randint(1, 3)))
