# Ties by pointing raft b straight at a's representative: when b already hung below another raft, that link is
# overwritten and b's old group is cut off from it (tie 1 2, tie 3 2: rafts 1 and 3 end up apart).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    parent = list(range(n + 1))

    def find(x):
        while parent[x] != x:
            x = parent[x]
        return x

    out = []
    pos = 2
    for _ in range(q):
        op, a, b = data[pos], int(data[pos + 1]), int(data[pos + 2])
        pos += 3
        if op == b'tie':
            parent[b] = find(a)
        else:
            out.append('YES' if find(a) == find(b) else 'NO')
    sys.stdout.write('\n'.join(out) + '\n')


main()
