# Wrong: sorts the keys and compares neighbours two at a time, but when the odd key is the largest number, every
# compared pair matches and the loop ends without printing the last key.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    keys = sorted(map(int, data[1:1 + n]))
    for i in range(0, n - 1, 2):
        if keys[i] != keys[i + 1]:
            print(keys[i])
            return
    print(keys[0])


main()
