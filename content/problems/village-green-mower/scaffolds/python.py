import sys


def mow(w, h, trees, commands):
    """trees: set of (x, y). Returns (x, y, heading letter, number of different cells mowed)."""
    # TODO: write your solution here
    return 1, 1, 'N', 1


def main():
    data = sys.stdin.read().split()
    w, h, m = int(data[0]), int(data[1]), int(data[2])
    trees = {(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(m)}
    x, y, heading, cells = mow(w, h, trees, data[3 + 2 * m])
    print(x, y, heading)
    print(cells)


main()
