import sys
from math import gcd


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        w, h = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        s = gcd(w, h)
        out.append(f'{s} {(w // s) * (h // s)}')
    print('\n'.join(out))


main()
