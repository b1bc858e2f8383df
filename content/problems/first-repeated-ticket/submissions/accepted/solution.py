import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    seen = set()
    for j in range(1, n + 1):
        t = data[j]
        if t in seen:
            print(int(t), j)
            return
        seen.add(t)
    print(-1)


main()
