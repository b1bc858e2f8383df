import sys


def main():
    data = sys.stdin.buffer.read().split()
    k, q = int(data[0]), int(data[1])
    moves = sorted(int(x) for x in data[2:2 + k])
    piles = [int(x) for x in data[2 + k:2 + k + q]]
    top = max(piles)
    # win[x]: the player to move with x chestnuts wins. Size x wins when some move reaches a losing size.
    win = [False] * (top + 1)
    for x in range(1, top + 1):
        for s in moves:
            if s > x:
                break
            if not win[x - s]:
                win[x] = True
                break
    sys.stdout.write('\n'.join('Mira' if win[n] else 'Oskar' for n in piles) + '\n')


main()
