import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m, q = int(data[0]), int(data[1]), int(data[2])
    ends = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(m)]
    washed = [int(x) - 1 for x in data[3 + 2 * m:3 + 2 * m + q]]
    parent = list(range(n + 1))
    size = [1] * (n + 1)

    def find(v):
        root = v
        while parent[root] != root:
            root = parent[root]
        while parent[v] != root:
            parent[v], v = root, parent[v]
        return root

    groups = n

    def unite(a, b):
        nonlocal groups
        a, b = find(a), find(b)
        if a != b:
            if size[a] < size[b]:
                a, b = b, a
            parent[b] = a
            size[a] += size[b]
            groups -= 1

    lost = set(washed)
    for i in range(m):
        if i not in lost:
            unite(*ends[i])
    # Backwards: the answer after washout i is the group count before causeway washed[i] is rebuilt.
    answers = [0] * q
    for i in range(q - 1, -1, -1):
        answers[i] = groups
        unite(*ends[washed[i]])
    sys.stdout.write('\n'.join(map(str, answers)) + '\n')


main()
