import sys
from collections import OrderedDict


def main():
    data = sys.stdin.buffer.read().split()
    k, q = int(data[0]), int(data[1])
    # Ordered dictionary = hash map + doubly linked list; the last key is the most recently requested book.
    shelf = OrderedDict()
    fetches = 0
    for i in range(q):
        kind, x = data[2 + 2 * i], int(data[3 + 2 * i])
        if kind == b'R':
            if x in shelf:
                shelf.move_to_end(x)
            else:
                fetches += 1
                if len(shelf) == k:
                    shelf.popitem(last=False)
                shelf[x] = True
        else:
            shelf.pop(x, None)
    print(fetches)
    print(' '.join(map(str, reversed(shelf))) if shelf else 'EMPTY')


main()
