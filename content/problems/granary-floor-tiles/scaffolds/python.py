import sys


def tiles(w, h):
    """Return (side of the largest square tile that covers a w x h floor exactly, number of such tiles)."""
    # TODO: write your solution here
    return 1, w * h


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for k in range(t):
        side, count = tiles(int(data[1 + 2 * k]), int(data[2 + 2 * k]))
        out.append(f'{side} {count}')
    print('\n'.join(out))


main()
