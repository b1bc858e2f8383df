# The right trie search, but the empty prefix P_0 = 0 is never stored, so no stretch starting at beacon 1 is tried
# (and a single beacon's own pattern only counts from beacon 2 on).
import sys

BITS = 20


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    zero, one = [0], [0]

    def insert(x):
        v = 0
        for b in range(BITS - 1, -1, -1):
            kids = one if (x >> b) & 1 else zero
            if not kids[v]:
                kids[v] = len(zero)
                zero.append(0)
                one.append(0)
            v = kids[v]

    prefix = best = 0
    stored = False
    for a in data[1:1 + data[0]]:
        prefix ^= a
        if stored:
            v, result = 0, 0
            for b in range(BITS - 1, -1, -1):
                want, other = (zero, one) if (prefix >> b) & 1 else (one, zero)
                if want[v]:
                    result |= 1 << b
                    v = want[v]
                else:
                    v = other[v]
            best = max(best, result)
        insert(prefix)
        stored = True
    print(best)


main()
