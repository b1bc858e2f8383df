import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    routes = sorted((int(data[4 + 3 * j]), int(data[2 + 3 * j]), int(data[3 + 3 * j])) for j in range(m))
    parent = list(range(n + 1))
    size = [1] * (n + 1)

    def find(x):
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:  # path compression
            parent[x], x = root, parent[x]
        return root

    # Kruskal: cheapest first, skipping routes that would close a loop.
    total, taken = 0, 0
    for c, a, b in routes:
        ra, rb = find(a), find(b)
        if ra == rb:
            continue
        if size[ra] < size[rb]:  # union by size
            ra, rb = rb, ra
        parent[rb] = ra
        size[ra] += size[rb]
        total += c
        taken += 1
    print(total if taken == n - 1 else 'IMPOSSIBLE')


main()
