# Plausible bug: compares each tower only with its parent instead of with the whole road.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    t = [int(x) for x in data[1:1 + n]]
    parent_h = [-1]
    height = [t[0]]
    visible, i, head = 0, 1, 0
    while head < len(height):
        h, p = height[head], parent_h[head]
        head += 1
        if h > p:
            visible += 1
        for _ in range(2):
            if i < n and t[i] != -1:
                height.append(t[i])
                parent_h.append(h)
            i += 1
    print(visible)


main()
