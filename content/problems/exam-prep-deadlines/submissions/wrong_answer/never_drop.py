# Plausible bug: by deadline, take an assignment whenever it still fits, and never reconsider earlier choices.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    jobs = sorted((int(data[2 + 2 * i]), int(data[1 + 2 * i])) for i in range(n))
    total = done = 0
    for d, t in jobs:
        if total + t <= d:
            total += t
            done += 1
    print(done)


main()
