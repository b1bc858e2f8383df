# Correct but slow: xors every pair and counts its bits - n^2 / 2 = 2e8 pairs at the limit.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    codes = [int(x) for x in data[1:1 + n]]
    spread = 0
    for i in range(n):
        a = codes[i]
        for j in range(i + 1, n):
            spread += bin(a ^ codes[j]).count('1')
    print(spread)


main()
