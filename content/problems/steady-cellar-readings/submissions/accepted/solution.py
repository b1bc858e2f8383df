import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, d = int(data[0]), int(data[1])
    t = list(map(int, data[2:2 + n]))
    hi, lo = deque(), deque()  # positions; readings decreasing in hi, increasing in lo
    left = best_len = best_start = 0
    for right in range(n):
        x = t[right]
        while hi and t[hi[-1]] <= x:
            hi.pop()
        hi.append(right)
        while lo and t[lo[-1]] >= x:
            lo.pop()
        lo.append(right)
        while t[hi[0]] - t[lo[0]] > d:  # shrink until the window is steady again
            left += 1
            if hi[0] < left:
                hi.popleft()
            if lo[0] < left:
                lo.popleft()
        if right - left + 1 > best_len:
            best_len, best_start = right - left + 1, left
    print(best_len, best_start + 1)


main()
