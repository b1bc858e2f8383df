import sys


def depot_times(n, streets):
    """streets: list of (u, v, w), two-way, junctions 1..n. Return a list of n times: the shortest time from
    junction 1 to junction k (k = 1..n), or -1 when junction k cannot be reached."""
    # TODO: write your solution here
    return [-1] * n


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    streets = [(int(data[2 + 3 * j]), int(data[3 + 3 * j]), int(data[4 + 3 * j])) for j in range(m)]
    print('\n'.join(map(str, depot_times(n, streets))))


main()
