import sys


def main():
    data = sys.stdin.read().split()
    k, n = int(data[0]), int(data[1])
    words = data[2:2 + n]
    letters = [chr(ord('a') + i) for i in range(k)]
    edges = {c: set() for c in letters}
    for a, b in zip(words, words[1:]):
        for x, y in zip(a, b):
            if x != y:
                edges[x].add(y)  # only the first difference says anything
                break
        else:
            if len(a) > len(b):
                print('INCONSISTENT')  # a word followed by its own proper prefix
                return
    indeg = {c: 0 for c in letters}
    for c in letters:
        for d in edges[c]:
            indeg[d] += 1
    ready = [c for c in letters if indeg[c] == 0]
    order = []
    unique = True
    while ready:
        if len(ready) > 1:
            unique = False
        c = ready.pop()
        order.append(c)
        for d in edges[c]:
            indeg[d] -= 1
            if indeg[d] == 0:
                ready.append(d)
    if len(order) < k:
        print('INCONSISTENT')
    elif not unique:
        print('AMBIGUOUS')
    else:
        print(''.join(order))


main()
