# Plausible bug: assumes every washout splits a group, unless another causeway joins the same two villages
# directly. Villages still connected around a cycle are counted as split.
import sys
from collections import Counter


def main():
    data = sys.stdin.buffer.read().split()
    n, m, q = int(data[0]), int(data[1]), int(data[2])
    ends = [tuple(sorted((int(data[3 + 2 * i]), int(data[4 + 2 * i])))) for i in range(m)]
    washed = [int(x) - 1 for x in data[3 + 2 * m:3 + 2 * m + q]]
    parent = list(range(n + 1))

    def find(v):
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    groups = n
    for a, b in ends:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[ra] = rb
            groups -= 1
    standing = Counter(ends)
    out = []
    for e in washed:
        standing[ends[e]] -= 1
        if standing[ends[e]] == 0:
            groups += 1
        out.append(groups)
    print('\n'.join(map(str, out)))


main()
