# Correct but slow: compares the motif bell by bell at every start, up to |P| * |T| comparisons.
import sys


def main():
    motif, log = sys.stdin.read().split()
    m, n = len(motif), len(log)
    count = 0
    for i in range(n - m + 1):
        j = 0
        while j < m and log[i + j] == motif[j]:
            j += 1
        if j == m:
            count += 1
    print(count)


main()
