import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = data[2:2 + n]
    best = 0
    total = 0
    left = 0
    for right in range(n):
        total += int(a[right])
        while total > k:  # shrink from the left until the window fits again
            total -= int(a[left])
            left += 1
        if right - left + 1 > best:
            best = right - left + 1
    print(best)


main()
