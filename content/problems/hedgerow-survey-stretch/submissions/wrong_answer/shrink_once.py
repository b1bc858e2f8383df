# Plausible bug: shrinks the window by at most one shrub per step (`if` instead of `while`), so after a long
# complete window the left end falls behind and shorter stretches are missed.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    s = [int(x) for x in data[2:2 + n]]
    count = [0] * (k + 1)
    have = 0
    best_len, best_start = n + 1, -1
    left = 0
    for right in range(n):
        if count[s[right]] == 0:
            have += 1
        count[s[right]] += 1
        if have == k:
            if right - left + 1 < best_len:
                best_len, best_start = right - left + 1, left
            count[s[left]] -= 1
            if count[s[left]] == 0:
                have -= 1
            left += 1
    print(-1 if best_start < 0 else f'{best_len} {best_start + 1}')


main()
