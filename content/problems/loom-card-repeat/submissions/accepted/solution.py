import sys

MOD = (1 << 61) - 1
BASE = 1_000_003


def main():
    s = sys.stdin.readline().strip()
    n = len(s)
    # prefix[i] = hash of s[:i]; the window s[i:i+L] hashes to prefix[i+L] - prefix[i] * BASE^L.
    prefix = [0] * (n + 1)
    power = [1] * (n + 1)
    for i, ch in enumerate(s):
        prefix[i + 1] = (prefix[i] * BASE + ord(ch)) % MOD
        power[i + 1] = power[i] * BASE % MOD

    def earliest_repeat(length):
        """Smallest start of a window of this length that occurs again, or -1."""
        if length == 0:
            return 0
        pw = power[length]
        count = {}
        hashes = [(prefix[i + length] - prefix[i] * pw) % MOD for i in range(n - length + 1)]
        for h in hashes:
            count[h] = count.get(h, 0) + 1
        for i, h in enumerate(hashes):
            if count[h] > 1:
                return i
        return -1

    # A repeat of length L contains a repeat of every shorter length: binary search the largest L.
    lo, hi = 0, n - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if earliest_repeat(mid) >= 0:
            lo = mid
        else:
            hi = mid - 1
    print(f'{lo} {earliest_repeat(lo) + 1}' if lo > 0 else '0 0')


main()
