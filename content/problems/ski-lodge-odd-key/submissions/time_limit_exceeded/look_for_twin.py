# Correct but slow: for each key, searches the whole counter for its twin - up to n^2 comparisons.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    keys = [int(x) for x in data[1:1 + n]]
    for i in range(n):
        has_twin = False
        for j in range(n):
            if j != i and keys[j] == keys[i]:
                has_twin = True
                break
        if not has_twin:
            print(keys[i])
            return


main()
