# Correct but slow: fills the table of winning and losing sizes again for every game, up to that game's pile:
# q * n * k steps, about 10^11 on the largest tests.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    k, q = int(data[0]), int(data[1])
    moves = [int(x) for x in data[2:2 + k]]
    piles = [int(x) for x in data[2 + k:2 + k + q]]
    out = []
    for n in piles:
        win = [False] * (n + 1)
        for x in range(1, n + 1):
            win[x] = any(s <= x and not win[x - s] for s in moves)
        out.append('Mira' if win[n] else 'Oskar')
    sys.stdout.write('\n'.join(out) + '\n')


main()
