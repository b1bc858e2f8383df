import sys

BITS = 20


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    zero, one = [0], [0]  # binary trie of prefix XORs: children of each node, 0 = no child

    def insert(x):
        v = 0
        for b in range(BITS - 1, -1, -1):
            kids = one if (x >> b) & 1 else zero
            if not kids[v]:
                kids[v] = len(zero)
                zero.append(0)
                one.append(0)
            v = kids[v]

    insert(0)  # the empty prefix P_0
    prefix = best = 0
    for a in data[1:1 + data[0]]:
        prefix ^= a
        v, result = 0, 0
        for b in range(BITS - 1, -1, -1):
            if (prefix >> b) & 1:  # the opposite bit makes this bit of the XOR 1
                want, other = zero, one
            else:
                want, other = one, zero
            if want[v]:
                result |= 1 << b
                v = want[v]
            else:
                v = other[v]
        if result > best:
            best = result
        insert(prefix)
    print(best)


main()
