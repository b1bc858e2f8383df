import sys


def shortest_stretch(k, species):
    """species: the species of each shrub, in order. Returns (length, first shrub 1-based) or None."""
    # TODO: write your solution here
    return None


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    answer = shortest_stretch(k, [int(x) for x in data[2:2 + n]])
    print(-1 if answer is None else f'{answer[0]} {answer[1]}')


main()
