import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    full = (1 << n) - 1
    # free[r]: bit c set when plot (r, c) has no tree.
    free = [sum(1 << c for c, ch in enumerate(data[1 + r]) if ch == '.') for r in range(n)]

    def place(r, cols, down, up):
        """Hives in rows r..n-1. cols: used columns; down / up: columns the earlier hives attack diagonally in row r."""
        if r == n:
            return 1
        total = 0
        options = free[r] & ~(cols | down | up) & full
        while options:
            bit = options & -options
            options ^= bit
            total += place(r + 1, cols | bit, ((down | bit) << 1) & full, (up | bit) >> 1)
        return total

    print(place(0, 0, 0, 0))


main()
