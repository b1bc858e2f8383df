import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    owned = set(map(int, data[1:n + 1]))
    best_len, best_start = 0, 0
    for v in owned:
        if v - 1 in owned:
            continue
        length = 1
        while v + length in owned:
            length += 1
        if length > best_len or (length == best_len and v < best_start):
            best_len, best_start = length, v
    print(best_len, best_start)


main()
