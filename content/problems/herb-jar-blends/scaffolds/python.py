import sys


def blends(target, weights):
    """Return every blend weighing exactly target, each as a list of jar numbers (1-based, increasing), in
    lexicographic order."""
    # TODO: write your solution here
    return []


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, target = data[0], data[1]
    found = blends(target, data[2:2 + n])
    print(len(found))
    for blend in found:
        print(' '.join(map(str, blend)))


main()
