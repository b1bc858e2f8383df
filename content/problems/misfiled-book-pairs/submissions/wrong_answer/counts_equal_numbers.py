# Asks the Fenwick tree for the seen books with a SMALLER rank (rank - 1), so every earlier book with an EQUAL number
# is counted as misfiled too.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    c = data[1:1 + n]
    rank = {v: i + 1 for i, v in enumerate(sorted(set(c)))}
    m = len(rank)
    tree = [0] * (m + 1)
    pairs = 0
    for i, x in enumerate(c):
        r = rank[x]
        k, smaller = r - 1, 0
        while k > 0:
            smaller += tree[k]
            k -= k & -k
        pairs += i - smaller
        k = r
        while k <= m:
            tree[k] += 1
            k += k & -k
    print(pairs)


main()
