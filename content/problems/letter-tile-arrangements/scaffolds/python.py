import sys


def arrangements(tiles):
    """Return every different word made of all the tiles, in alphabetical order."""
    # TODO: write your solution here
    return []


def main():
    words = arrangements(sys.stdin.readline().strip())
    print(len(words))
    for w in words:
        print(w)


main()
