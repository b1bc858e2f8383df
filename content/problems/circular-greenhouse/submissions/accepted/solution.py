import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    b = [int(x) for x in data[2:2 + n]]
    ring = b + b
    P = [0] * (2 * n + 1)
    s = 0
    for j, x in enumerate(ring, 1):
        s += x
        P[j] = s
    window = [0] * (2 * n + 1)  # deque of indices stored in a list; head..tail-1 is live
    head = tail = 0
    best = None
    for j in range(1, 2 * n + 1):
        add = j - 1
        pa = P[add]
        while tail > head and P[window[tail - 1]] >= pa:
            tail -= 1
        window[tail] = add
        tail += 1
        if window[head] < j - k:
            head += 1
        value = P[j] - P[window[head]]
        if best is None or value > best:
            best = value
    print(best)


main()
