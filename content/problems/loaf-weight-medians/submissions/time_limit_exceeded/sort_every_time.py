# Correct but slow: sorts all loaves weighed so far after every new one, O(n^2 log n) in total.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    seen = []
    total = 0
    for w in data[1:1 + data[0]]:
        seen.append(w)
        ordered = sorted(seen)
        total += ordered[(len(ordered) + 1) // 2 - 1]
    print(total)


main()
