# Correct but slow: compares the chain with itself at every pair of starts, extending the common stretch letter by
# letter: about n^2 / 2 = 1.25 * 10^9 pairs at the limit.
import sys


def main():
    s = sys.stdin.readline().strip()
    n = len(s)
    best, pos = 0, -1
    for i in range(n):
        for j in range(i + 1, n):
            k = 0
            while j + k < n and s[i + k] == s[j + k]:
                k += 1
            if k > best or (k == best and k > 0 and i < pos):
                best, pos = k, i
    print(f'{best} {pos + 1}' if best > 0 else '0 0')


main()
