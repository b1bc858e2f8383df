# When the total goes over K, starts a new stretch at the current segment instead of dropping segments from the left
# one by one, so it never considers a stretch that overlaps the one it just threw away.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    best = 0
    total = 0
    length = 0
    for x in map(int, data[2:2 + n]):
        total += x
        length += 1
        if total > k:
            total, length = (x, 1) if x <= k else (0, 0)
        best = max(best, length)
    print(best)


main()
