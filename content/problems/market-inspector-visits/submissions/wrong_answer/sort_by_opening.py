# Sorts the stalls by opening minute and visits at the closing minute of the first uncovered one; a stall that opens
# later but closes earlier is then missed by that visit, and the count comes out wrong.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    stalls = sorted(zip(data[1:1 + 2 * n:2], data[2:2 + 2 * n:2]))  # (opening, closing)
    last_visit = -1
    visits = 0
    for s, e in stalls:
        if s > last_visit:
            last_visit = e
            visits += 1
    print(visits)


main()
