# Correct but slow: looks at every draw of two mittens, n (n - 1) / 2 of them: 1.25 * 10^9 at the limit.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    c = [int(x) for x in data[1:1 + n]]
    same = 0
    for i in range(n):
        ci = c[i]
        for j in range(i + 1, n):
            if c[j] == ci:
                same += 1
    print(same, n * (n - 1) // 2 - same)


main()
