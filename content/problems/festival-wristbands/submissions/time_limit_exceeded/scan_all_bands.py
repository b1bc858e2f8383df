# Correct but slow: for each visitor (smallest first) scans every band for the smallest unused one that fits, O(n * m).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m, k = int(data[0]), int(data[1]), int(data[2])
    wrists = sorted(map(int, data[3:3 + n]))
    bands = [int(x) for x in data[3 + n:3 + n + m]]
    used = [False] * m
    served = 0
    for w in wrists:
        pick = -1
        for j in range(m):
            if not used[j] and w <= bands[j] <= w + k and (pick < 0 or bands[j] < bands[pick]):
                pick = j
        if pick >= 0:
            used[pick] = True
            served += 1
    print(served)


main()
