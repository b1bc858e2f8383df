import sys


def cheapest_network(n, routes):
    """routes: (a, b, c) possible cables. Return the smallest total cost connecting all n hamlets, or None when the
    routes cannot connect them all."""
    # TODO: write your solution here
    return None


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    routes = [(int(data[2 + 3 * j]), int(data[3 + 3 * j]), int(data[4 + 3 * j])) for j in range(m)]
    cost = cheapest_network(n, routes)
    print('IMPOSSIBLE' if cost is None else cost)


main()
