import sys


def largest_tiles(w, h):
    """Returns (largest tile side, number of tiles) for a w x h courtyard."""
    # TODO: write your solution here
    return 1, w * h


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        side, count = largest_tiles(int(data[1 + 2 * i]), int(data[2 + 2 * i]))
        out.append(f'{side} {count}')
    print('\n'.join(out))


main()
