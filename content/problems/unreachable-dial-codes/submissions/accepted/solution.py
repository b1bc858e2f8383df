import sys


def main():
    data = sys.stdin.read().split()
    codes = data[1:1 + int(data[0])]
    root = {}
    END = '#'
    for c in codes:
        node = root
        for ch in c:
            node = node.setdefault(ch, {})
        node[END] = True
    unreachable = 0
    for c in codes:  # walk again now that every code is in the trie
        node = root
        for ch in c[:-1]:
            node = node[ch]
            if END in node:  # a proper prefix is a code
                unreachable += 1
                break
    print(unreachable)


main()
