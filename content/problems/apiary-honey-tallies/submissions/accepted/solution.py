import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    amount = [0] + [int(x) for x in data[2:2 + n]]
    # Fenwick tree: tree[i] = total of hives i - (i & -i) + 1 .. i. Built in O(n).
    tree = amount[:]
    for i in range(1, n + 1):
        parent = i + (i & -i)
        if parent <= n:
            tree[parent] += tree[i]

    def prefix(i):
        total = 0
        while i > 0:
            total += tree[i]
            i &= i - 1
        return total

    out = []
    pos = 2 + n
    for _ in range(q):
        op, a, b = data[pos], int(data[pos + 1]), int(data[pos + 2])
        pos += 3
        if op == b'set':
            delta = b - amount[a]
            amount[a] = b
            while a <= n:
                tree[a] += delta
                a += a & -a
        else:
            out.append(prefix(b) - prefix(a - 1))
    print('\n'.join(map(str, out)))


main()
