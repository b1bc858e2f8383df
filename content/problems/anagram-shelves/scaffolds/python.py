import sys


def shelve(words):
    """Return (number of shelves, fullest shelf's size, chosen word)."""
    # TODO: write your solution here
    return 0, 0, ''


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    shelves, fullest, word = shelve(data[1:n + 1])
    print(shelves)
    print(fullest)
    print(word)


main()
