# Correct but slow: keeps the mowed cells in a list and searches it before adding a cell. O(L^2).
import sys

STEPS = [(0, 1), (1, 0), (0, -1), (-1, 0)]


def main():
    data = sys.stdin.read().split()
    w, h, m = int(data[0]), int(data[1]), int(data[2])
    trees = {(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(m)}
    commands = data[3 + 2 * m]
    x, y, heading = 1, 1, 0
    mowed = [(1, 1)]
    for c in commands:
        if c == 'R':
            heading = (heading + 1) % 4
        elif c == 'L':
            heading = (heading + 3) % 4
        else:
            dx, dy = STEPS[heading]
            nx, ny = x + dx, y + dy
            if 1 <= nx <= w and 1 <= ny <= h and (nx, ny) not in trees:
                x, y = nx, ny
                if (x, y) not in mowed:
                    mowed.append((x, y))
    print(x, y, 'NESW'[heading])
    print(len(mowed))


main()
