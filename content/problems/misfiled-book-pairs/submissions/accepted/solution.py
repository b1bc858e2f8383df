import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    c = data[1:1 + n]
    rank = {v: i + 1 for i, v in enumerate(sorted(set(c)))}
    m = len(rank)
    tree = [0] * (m + 1)  # Fenwick tree: counts of seen books per rank
    pairs = 0
    for i, x in enumerate(c):
        r = rank[x]
        k, at_most = r, 0  # seen books with rank <= r
        while k > 0:
            at_most += tree[k]
            k -= k & -k
        pairs += i - at_most  # seen books with a strictly larger number
        k = r
        while k <= m:
            tree[k] += 1
            k += k & -k
    print(pairs)


main()
