import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    parent = list(range(n + 1))
    size = [1] * (n + 1)

    def find(x):
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:  # path compression
            parent[x], x = root, parent[x]
        return root

    out = []
    pos = 2
    for _ in range(q):
        op, a, b = data[pos], int(data[pos + 1]), int(data[pos + 2])
        pos += 3
        ra, rb = find(a), find(b)
        if op == b'tie':
            if ra != rb:
                if size[ra] < size[rb]:
                    ra, rb = rb, ra
                parent[rb] = ra
                size[ra] += size[rb]
        else:
            out.append('YES' if ra == rb else 'NO')
    sys.stdout.write('\n'.join(out) + '\n')


main()
