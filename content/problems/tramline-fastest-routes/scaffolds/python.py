import sys


def fastest_routes(n, tracks):
    """tracks: (a, b, t) two-way tracks. Return (smallest time from stop 1 to stop n, number of routes with that
    time modulo 10^9 + 7), or (-1, 0) when stop n cannot be reached."""
    # TODO: write your solution here
    return -1, 0


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    tracks = [(int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])) for i in range(m)]
    time, count = fastest_routes(n, tracks)
    print(time, count)


main()
