# Correct but slow: tries every order of columns (n! of them, about 4 * 10^7 for n = 11) and checks trees and
# diagonals only once the whole set-up is placed.
import sys
from itertools import permutations


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    grid = data[1:1 + n]
    count = 0
    for perm in permutations(range(n)):
        if all(grid[r][c] == '.' for r, c in enumerate(perm)) and \
                len({r - c for r, c in enumerate(perm)}) == n and len({r + c for r, c in enumerate(perm)}) == n:
            count += 1
    print(count)


main()
