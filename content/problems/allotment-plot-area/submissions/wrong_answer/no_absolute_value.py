# Plausible bug: the shoelace sum without the absolute value. Right for an anticlockwise walk, negative for a
# clockwise one.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    xs = [int(v) for v in data[1:1 + 2 * n:2]]
    ys = [int(v) for v in data[2:2 + 2 * n:2]]
    twice = 0
    for i in range(n):
        j = (i + 1) % n
        twice += xs[i] * ys[j] - xs[j] * ys[i]
    print(f"{twice / 2:.1f}")


main()
