# Correct but slow: compares every code with every other code, O(n^2) (4e8 startswith calls for 2e4 codes).
import sys


def main():
    data = sys.stdin.read().split()
    codes = data[1:1 + int(data[0])]
    unreachable = 0
    for c in codes:
        for d in codes:
            if len(d) < len(c) and c.startswith(d):
                unreachable += 1
                break
    print(unreachable)


main()
