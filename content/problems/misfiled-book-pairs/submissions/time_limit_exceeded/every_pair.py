# Correct but slow: compares every pair of books, O(n^2) (4.5e8 comparisons for 3e4 books).
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    c = data[1:1 + n]
    pairs = 0
    for i in range(n):
        x = c[i]
        for j in range(i + 1, n):
            if x > c[j]:
                pairs += 1
    print(pairs)


main()
