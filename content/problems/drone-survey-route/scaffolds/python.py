import sys


def cheapest_round_trip(cost):
    """cost[i][j] = battery for flying from point i to point j (point 0 is the base). Returns the minimum total."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    cost = [[int(data[1 + i * n + j]) for j in range(n)] for i in range(n)]
    print(cheapest_round_trip(cost))


main()
