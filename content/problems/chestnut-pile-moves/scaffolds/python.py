import sys


def winners(moves, piles):
    """For each pile, True when the player to move (Mira) wins. A move takes exactly s chestnuts, s in moves."""
    # TODO: write your solution here
    return [False] * len(piles)


def main():
    data = sys.stdin.read().split()
    k, q = int(data[0]), int(data[1])
    moves = [int(x) for x in data[2:2 + k]]
    piles = [int(x) for x in data[2 + k:2 + k + q]]
    print('\n'.join('Mira' if w else 'Oskar' for w in winners(moves, piles)))


main()
