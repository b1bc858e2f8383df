import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m, k = int(data[0]), int(data[1]), int(data[2])
    wrists = sorted(map(int, data[3:3 + n]))
    bands = sorted(map(int, data[3 + n:3 + n + m]))
    i = j = served = 0
    while i < n and j < m:
        if bands[j] < wrists[i]:
            j += 1  # too small for this visitor and every later (larger) one
        elif bands[j] > wrists[i] + k:
            i += 1  # every remaining band is too big for this visitor
        else:
            served += 1
            i += 1
            j += 1
    print(served)


main()
