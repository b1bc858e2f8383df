import sys


def gcd(a, b):
    while b:
        a, b = b, a % b  # Euclid: gcd(a, b) = gcd(b, a mod b)
    return a


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for k in range(t):
        w, h = int(data[1 + 2 * k]), int(data[2 + 2 * k])
        g = gcd(w, h)
        out.append(f'{g} {(w // g) * (h // g)}')
    sys.stdout.write('\n'.join(out) + '\n')


main()
