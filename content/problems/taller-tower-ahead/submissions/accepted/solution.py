import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = [int(x) for x in data[1:n + 1]]
    dist = [0] * n
    waiting = []
    for i in range(n):
        hi = h[i]
        while waiting and h[waiting[-1]] < hi:
            j = waiting.pop()
            dist[j] = i - j
        waiting.append(i)
    print(' '.join(map(str, dist)))


main()
