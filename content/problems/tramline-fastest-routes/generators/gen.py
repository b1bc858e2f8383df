"""Writes data/secret for tramline-fastest-routes. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(5150)
MAXN, MAXM = 2 * 10**4, 2 * 10**4


def write(name, n, tracks, shuffle=True):
    assert 2 <= n <= MAXN and len(tracks) <= MAXM
    keys = {(min(a, b), max(a, b)) for a, b, _ in tracks}
    assert len(keys) == len(tracks) and all(a != b and 1 <= a <= n and 1 <= b <= n and 1 <= t <= 1000
                                            for a, b, t in tracks)
    tracks = list(tracks)
    if shuffle:
        random.shuffle(tracks)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{n} {len(tracks)}\n' + ''.join(f'{a} {b} {t}\n' for a, b, t in tracks))


def random_graph(n, m, tlo, thi):
    seen, tracks = set(), []
    for v in range(2, n + 1):  # a random tree first, so that everything is reachable
        u = random.randint(1, v - 1)
        seen.add((u, v))
        tracks.append((u, v, random.randint(tlo, thi)))
    while len(tracks) < m:
        a, b = random.sample(range(1, n + 1), 2)
        if (min(a, b), max(a, b)) not in seen:
            seen.add((min(a, b), max(a, b)))
            tracks.append((a, b, random.randint(tlo, thi)))
    return tracks


def grid(rows, cols, times):
    """Stop r * cols + c + 1; stop 1 and stop n are opposite corners."""
    tracks = []
    for r in range(rows):
        for c in range(cols):
            v = r * cols + c + 1
            if c + 1 < cols:
                tracks.append((v, v + 1, random.choice(times)))
            if r + 1 < rows:
                tracks.append((v, v + cols, random.choice(times)))
    return tracks


write('01-one-track', 2, [(1, 2, 1000)])
write('02-no-tracks', 2, [])
write('03-small-random', 8, random_graph(8, 14, 1, 4))
# Unit grid: the count is a binomial coefficient far above 10^9 + 7.
write('04-unit-grid', 3600, grid(60, 60, [1]))
write('05-grid-times-one-two', 3600, grid(60, 60, [1, 2]))
# Diamonds in a row: 2^1000 fastest routes.
k = 1000
diamonds = []
for i in range(k):
    u, a, b, v = 3 * i + 1, 3 * i + 2, 3 * i + 3, 3 * i + 4
    diamonds += [(u, a, 5), (a, v, 7), (u, b, 6), (b, v, 6)]
write('06-diamond-chain', 3 * k + 1, diamonds)
write('07-max-random', 10**4, random_graph(10**4, 15000, 1, 1000))
write('08-random-small-times', 5000, random_graph(5000, 10000, 1, 3))
# Stop n in a part of the city that no track from stop 1 reaches.
write('09-unreachable', 500, [(a, b, t) for a, b, t in random_graph(250, 600, 1, 9)] +
      [(a + 250, b + 250, t) for a, b, t in random_graph(250, 600, 1, 9)])
# A star through stop 1's neighbours: n - 2 routes of equal time, and a slower direct track.
write('10-star-equal-times', 3000, [(1, v, 4) for v in range(2, 3000)] + [(v, 3000, 6) for v in range(2, 3000)][:-1] +
      [(1, 3000, 11)])
write('11-dense-small', 80, [(a, b, random.randint(1, 3)) for a in range(1, 81) for b in range(a + 1, 81)])
# A long path: n stops settled one by one (the heap-less scan costs n^2).
write('12-long-path', MAXN, [(v, v + 1, random.randint(1, 1000)) for v in range(1, MAXN)])
write('13-medium-random-ties', 2000, random_graph(2000, 6000, 2, 4))
