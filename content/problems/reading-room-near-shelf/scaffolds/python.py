import sys


class NearShelf:
    def __init__(self, capacity):
        self.capacity = capacity
        # TODO: choose your data structures

    def request(self, book):
        """Serves a request; returns True if the book had to be fetched from the stacks."""
        # TODO
        return True

    def damage(self, book):
        """Removes the book from the shelf if it is there."""
        # TODO

    def books(self):
        """The books on the shelf, most recently requested first."""
        # TODO
        return []


def main():
    data = sys.stdin.read().split()
    k, q = int(data[0]), int(data[1])
    shelf = NearShelf(k)
    fetches = 0
    for i in range(q):
        kind, x = data[2 + 2 * i], int(data[3 + 2 * i])
        if kind == 'R':
            fetches += shelf.request(x)
        else:
            shelf.damage(x)
    books = shelf.books()
    print(fetches)
    print(' '.join(map(str, books)) if books else 'EMPTY')


main()
