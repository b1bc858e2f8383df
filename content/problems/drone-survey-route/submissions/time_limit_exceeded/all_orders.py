# Correct but slow: tries every order of the survey points, O(n!).
import sys
from itertools import permutations


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    c = [[int(data[1 + i * n + j]) for j in range(n)] for i in range(n)]
    best = float('inf') if n > 1 else 0
    for order in permutations(range(1, n)):
        total, at = 0, 0
        for p in order:
            total += c[at][p]
            at = p
        best = min(best, total + c[at][0])
    print(best)


main()
