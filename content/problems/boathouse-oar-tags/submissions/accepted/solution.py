import sys


def main():
    lines = sys.stdin.read().split()
    n = int(lines[0])
    names = lines[1:1 + n]
    # Trie as a dict per node; each node holds the number of names passing through it under the key None.
    root = {}
    for name in names:
        node = root
        for ch in name:
            node = node.setdefault(ch, {None: 0})
            node[None] += 1
    out = []
    for name in names:
        node = root
        tag = name  # when every prefix is shared, the whole name
        for i, ch in enumerate(name):
            node = node[ch]
            if node[None] == 1:  # only this name passes here
                tag = name[:i + 1]
                break
        out.append(tag)
    sys.stdout.write('\n'.join(out) + '\n')


main()
