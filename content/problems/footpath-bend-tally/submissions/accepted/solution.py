import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    xs, ys = data[1::2], data[2::2]
    left = right = straight = 0
    for i in range(1, n - 1):
        ux, uy = xs[i] - xs[i - 1], ys[i] - ys[i - 1]
        vx, vy = xs[i + 1] - xs[i], ys[i + 1] - ys[i]
        cross = ux * vy - uy * vx  # > 0: anticlockwise, i.e. a left bend
        if cross > 0:
            left += 1
        elif cross < 0:
            right += 1
        else:
            straight += 1
    print(left, right, straight)


main()
