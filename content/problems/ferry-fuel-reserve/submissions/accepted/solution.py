import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    level = 0
    lowest = 0
    for token in data[1:n + 1]:
        level += int(token)
        if level < lowest:
            lowest = level
    print(-lowest)


main()
