import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    codes = [int(x) for x in data[1:1 + n]]
    spread = 0
    for b in range(30):
        ones = sum((a >> b) & 1 for a in codes)
        spread += ones * (n - ones)  # every (1, 0) pair differs in bit b
    print(spread)


main()
