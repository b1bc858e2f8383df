# Correct but slow: for every visit, scans all stalls for the uncovered one that closes first and then marks the
# stalls that visit inspects, O(n * visits) (4e8 steps when every stall needs its own visit).
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    opens = data[1:1 + 2 * n:2]
    closes = data[2:2 + 2 * n:2]
    covered = [False] * n
    visits = 0
    while True:
        first = -1
        for i in range(n):
            if not covered[i] and (first < 0 or closes[i] < closes[first]):
                first = i
        if first < 0:
            break
        t = closes[first]
        visits += 1
        for i in range(n):
            if opens[i] <= t <= closes[i]:
                covered[i] = True
    print(visits)


main()
