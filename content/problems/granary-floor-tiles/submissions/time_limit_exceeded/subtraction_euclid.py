# Correct but slow: Euclid's algorithm by repeated subtraction. A 10^9 x 1 floor takes 10^9 subtractions.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for k in range(t):
        w, h = int(data[1 + 2 * k]), int(data[2 + 2 * k])
        a, b = w, h
        while a != b:
            if a > b:
                a -= b
            else:
                b -= a
        out.append(f'{a} {(w // a) * (h // a)}')
    sys.stdout.write('\n'.join(out) + '\n')


main()
