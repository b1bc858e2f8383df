# Correct but slow: tries every side from min(W, H) downwards until one divides both, O(min(W, H)) per courtyard.
import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        w, h = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        s = min(w, h)
        while w % s or h % s:
            s -= 1
        out.append(f'{s} {(w // s) * (h // s)}')
    print('\n'.join(out))


main()
