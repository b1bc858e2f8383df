import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    p = [int(x) for x in data[1:1 + n]]
    # d[i] after processing length L = best (mover's plums - other's plums) on stretch i..i+L-1
    d = p[:]
    for length in range(2, n + 1):
        d = [max(p[i] - d[i + 1], p[i + length - 1] - d[i]) for i in range(n - length + 1)]
    diff = d[0]
    print((sum(p) + diff) // 2)  # Ada + Bo = total, Ada - Bo = diff


main()
