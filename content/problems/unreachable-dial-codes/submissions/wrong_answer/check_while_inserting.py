# Checks each code against the trie while inserting it, so it only notices a prefix that was listed EARLIER; a short
# code that comes after the long code it blocks is missed (sample 2).
import sys


def main():
    data = sys.stdin.read().split()
    codes = data[1:1 + int(data[0])]
    root = {}
    unreachable = 0
    for c in codes:
        node = root
        blocked = False
        for ch in c[:-1]:
            node = node.setdefault(ch, {})
            if '#' in node:
                blocked = True
        node = node.setdefault(c[-1], {})
        node['#'] = True
        unreachable += blocked
    print(unreachable)


main()
