import sys


def first_player_wins(k, heaps):
    """A move removes 1..k pebbles from one heap; whoever cannot move loses. True when the player to move wins."""
    # TODO: write your solution here
    return False


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        m, k = int(data[pos]), int(data[pos + 1])
        heaps = [int(a) for a in data[pos + 2:pos + 2 + m]]
        pos += 2 + m
        out.append('Ines' if first_player_wins(k, heaps) else 'Tomas')
    print('\n'.join(out))


main()
