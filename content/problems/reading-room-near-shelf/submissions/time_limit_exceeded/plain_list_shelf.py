# Correct but slow: the shelf as a plain list in request order. Searching, moving and removing a book scan the
# list: O(k) per event.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    k, q = int(data[0]), int(data[1])
    shelf = []  # last = most recently requested
    fetches = 0
    for i in range(q):
        kind, x = data[2 + 2 * i], int(data[3 + 2 * i])
        if kind == b'R':
            if x in shelf:
                shelf.remove(x)
            else:
                fetches += 1
                if len(shelf) == k:
                    shelf.pop(0)
            shelf.append(x)
        elif x in shelf:
            shelf.remove(x)
    print(fetches)
    print(' '.join(map(str, reversed(shelf))) if shelf else 'EMPTY')


main()
