import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    stalls = sorted(zip(data[2:2 + 2 * n:2], data[1:1 + 2 * n:2]))  # (closing, opening)
    last_visit = -1
    visits = 0
    for e, s in stalls:
        if s > last_visit:  # not open at the last visit: visit as late as this stall allows
            last_visit = e
            visits += 1
    print(visits)


main()
