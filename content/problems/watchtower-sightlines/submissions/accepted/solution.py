import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    t = [int(x) for x in data[1:1 + n]]
    # best[i] = tallest tower strictly before node i on its road; the root has none (-1 beats no height).
    best = [-1]
    height = [t[0]]
    visible = 0
    i, head = 1, 0
    while head < len(height):
        h, above = height[head], best[head]
        head += 1
        if h > above:
            visible += 1
        carry = h if h > above else above
        for _ in range(2):
            if i < n and t[i] != -1:
                height.append(t[i])
                best.append(carry)
            i += 1
    print(visible)


main()
