# Wrong: treats "set i x" as "add x grams to hive i", so a weighing's old amount keeps counting.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    tree = [0] * (n + 1)

    def add(i, delta):
        while i <= n:
            tree[i] += delta
            i += i & -i

    def prefix(i):
        total = 0
        while i > 0:
            total += tree[i]
            i &= i - 1
        return total

    for i in range(1, n + 1):
        add(i, int(data[1 + i]))
    out = []
    pos = 2 + n
    for _ in range(q):
        op, a, b = data[pos], int(data[pos + 1]), int(data[pos + 2])
        pos += 3
        if op == b'set':
            add(a, b)
        else:
            out.append(prefix(b) - prefix(a - 1))
    print('\n'.join(map(str, out)))


main()
