# Correct but slow: compares B with every rotation letter by letter - up to n^2 = 2.5e9 comparisons when the strings
# are nearly periodic.
import sys


def main():
    a, b = sys.stdin.read().split()
    n = len(a)
    for s in range(n):
        j = 0
        while j < n and a[(s + j) % n] == b[j]:
            j += 1
        if j == n:
            print(s)
            return
    print(-1)


main()
