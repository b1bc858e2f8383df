# Correct but slow: XORs every pair of prefixes, O(n^2) (2e8 pairs for 2e4 beacons).
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    prefixes = [0]
    for a in data[1:1 + data[0]]:
        prefixes.append(prefixes[-1] ^ a)
    best = 0
    for i, p in enumerate(prefixes):
        for q in prefixes[i + 1:]:
            if p ^ q > best:
                best = p ^ q
    print(best)


main()
