import sys


def spiral(rows):
    """rows: the mosaic, r strings of c letters. Return the letters in clockwise spiral order from the top-left."""
    # TODO: write your solution here
    return ''


def main():
    data = sys.stdin.read().split()
    r = int(data[0])
    print(spiral(data[2:2 + r]))


main()
