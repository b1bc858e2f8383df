# Builds the trie but counts a code only at the node where it ends, so a prefix's node tells how many codes are
# exactly that text (0 or 1), not how many start with it.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    children = [{}]
    ends = [0]
    for code in data[2:2 + n]:
        v = 0
        for letter in code:
            if letter not in children[v]:
                children[v][letter] = len(children)
                children.append({})
                ends.append(0)
            v = children[v][letter]
        ends[v] += 1
    out = []
    for text in data[2 + n:2 + n + q]:
        v = 0
        for letter in text:
            v = children[v].get(letter, -1)
            if v < 0:
                break
        out.append(ends[v] if v >= 0 else 0)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
