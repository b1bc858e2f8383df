# Correct but slow: from every first shrub, walks right until the stretch holds every species. O(n^2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    s = [int(x) for x in data[2:2 + n]]
    best_len, best_start = n + 1, -1
    for start in range(n):
        seen = [False] * (k + 1)
        have = 0
        for end in range(start, min(n, start + best_len - 1)):
            if not seen[s[end]]:
                seen[s[end]] = True
                have += 1
                if have == k:
                    best_len, best_start = end - start + 1, start
                    break
    print(-1 if best_start < 0 else f'{best_len} {best_start + 1}')


main()
