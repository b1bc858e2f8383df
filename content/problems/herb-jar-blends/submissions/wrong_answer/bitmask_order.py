# Finds exactly the right blends by trying every bitmask, but prints them in the order of the masks, which is not
# lexicographic: mask 0101 = jars {1, 3} comes before mask 1011 = jars {1, 2, 4}.
import sys


def main():
    data = sys.stdin.read().split()
    n, target = int(data[0]), int(data[1])
    w = [int(x) for x in data[2:2 + n]]
    blends = []
    for mask in range(1, 1 << n):
        if sum(w[j] for j in range(n) if mask >> j & 1) == target:
            blends.append(' '.join(str(j + 1) for j in range(n) if mask >> j & 1))
    sys.stdout.write('\n'.join([str(len(blends))] + blends) + '\n')


main()
