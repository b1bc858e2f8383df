# Plausible bug: only checks whether the smaller side divides the larger one, otherwise falls back to 1.
import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        w, h = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        s = min(w, h) if max(w, h) % min(w, h) == 0 else 1
        out.append(f'{s} {(w // s) * (h // s)}')
    print('\n'.join(out))


main()
