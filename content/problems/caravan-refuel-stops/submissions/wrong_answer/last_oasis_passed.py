# Plausible bug: when water runs short, stops at the most recent oasis passed instead of the one with the most water.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    d, water, n = int(data[0]), int(data[1]), int(data[2])
    oases = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(n)] + [(d, 0)]
    passed = []
    stops = 0
    for p, w in oases:
        while water < p:
            if not passed:
                print(-1)
                return
            water += passed.pop()
            stops += 1
        passed.append(w)
    print(stops)


main()
