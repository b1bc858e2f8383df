import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    # The trie as parallel lists: children[v] maps a letter to a node, count[v] = codes whose path passes v.
    children = [{}]
    count = [0]
    for code in data[2:2 + n]:
        v = 0
        for letter in code:
            nxt = children[v].get(letter)
            if nxt is None:
                nxt = len(children)
                children[v][letter] = nxt
                children.append({})
                count.append(0)
            v = nxt
            count[v] += 1  # every node on the path has this code below it
    out = []
    for text in data[2 + n:2 + n + q]:
        v = 0
        for letter in text:
            v = children[v].get(letter, -1)
            if v < 0:
                break
        out.append(count[v] if v >= 0 else 0)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
