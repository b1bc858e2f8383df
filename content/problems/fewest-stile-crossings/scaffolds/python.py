import sys


def fewest_stiles(n, paths):
    """paths[i] = (a, b), farms numbered 1..n. Return the fewest footpaths from farm 1 to farm n, or -1."""
    # TODO: write your solution here
    return -1


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, m = data[0], data[1]
    print(fewest_stiles(n, [(data[2 + 2 * i], data[3 + 2 * i]) for i in range(m)]))


main()
