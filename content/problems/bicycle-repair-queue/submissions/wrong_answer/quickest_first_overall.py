# Plausible bug: sorts all bikes by (repair time, arrival, number) and repairs them in that order, as if every
# bike were there from the start. A quick bike cannot be started before it arrives.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    bikes = sorted((int(data[2 + 2 * i]), int(data[1 + 2 * i]), i + 1) for i in range(n))
    print(' '.join(str(i) for _, _, i in bikes))


main()
