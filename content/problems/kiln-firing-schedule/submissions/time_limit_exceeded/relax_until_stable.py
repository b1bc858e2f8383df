# Correct but slow: relaxes every rule again and again until no start time changes (at most n passes; a change in
# pass n means a cycle). A chain listed backwards needs n passes of m rules: O(n * m).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    t = [0] + [int(x) for x in data[2:2 + n]]
    rules = [(int(data[2 + n + 2 * i]), int(data[3 + n + 2 * i])) for i in range(m)]
    start = [0] * (n + 1)
    for _ in range(n):
        changed = False
        for a, b in rules:
            if start[a] + t[a] > start[b]:
                start[b] = start[a] + t[a]
                changed = True
        if not changed:
            print(max(start[v] + t[v] for v in range(1, n + 1)))
            return
    print('IMPOSSIBLE')


main()
