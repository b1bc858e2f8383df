"""Writes data/secret for frost-spread-grid. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(3003)


def write(name, grid):
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(grid)} {len(grid[0])}\n' + ''.join(''.join(row) + '\n' for row in grid))


def random_grid(r, c, p_rock, n_frost):
    g = [['#' if random.random() < p_rock else '.' for _ in range(c)] for _ in range(r)]
    for _ in range(n_frost):
        g[random.randrange(r)][random.randrange(c)] = 'F'
    return g


def snake(r, c, start_corner=True):
    """A single winding corridor: rows of water separated by rock rows with one gap at alternating ends."""
    g = [['.' for _ in range(c)] for _ in range(r)]
    for i in range(1, r, 2):
        for j in range(c):
            g[i][j] = '#'
        g[i][c - 1 if (i // 2) % 2 == 0 else 0] = '.'
    g[0][0] = 'F'
    return g


write('01-single-water', [['.']])
write('02-single-frozen', [['F']])
write('03-single-rock', [['#']])
write('04-no-frost-water', [list('..#'), list('...')])
write('05-all-frozen', [['F'] * 40 for _ in range(30)])
write('06-one-row', [list('.' * 150 + 'F' + '.' * 149)])
write('07-one-column', [['F']] + [['.'] for _ in range(298)] + [['F']])
write('08-small-random', random_grid(8, 9, 0.25, 3))
write('09-snake-max', snake(299, 300))
g = snake(299, 300)
g[298][150] = 'F'
write('10-snake-two-sources', g)
g = random_grid(300, 300, 0.3, 4)
write('11-random-sparse-frost', g)
g = random_grid(300, 300, 0.1, 200)
g[150][150] = '.'
for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
    g[150 + dr][150 + dc] = '#'
write('12-walled-pocket', g)
g = [['.'] * 300 for _ in range(300)]
g[0][0] = 'F'
write('13-open-corner', g)
