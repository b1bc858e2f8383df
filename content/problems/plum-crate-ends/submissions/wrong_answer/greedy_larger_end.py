# Wrong: both players greedily take the larger end crate. On 2 9 1 1 Ada takes 2 and hands Bo the 9.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    p = [int(x) for x in data[1:1 + n]]
    i, j, ada, turn = 0, n - 1, 0, 0
    while i <= j:
        if p[i] >= p[j]:
            take, i = p[i], i + 1
        else:
            take, j = p[j], j - 1
        if turn == 0:
            ada += take
        turn ^= 1
    print(ada)


main()
