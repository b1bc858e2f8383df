# Correct but slow: fills the Grundy table exactly up to the longest stretch, O(m^2) - 10^10 steps for one stretch of
# 10^5 skittles.
import sys


def main():
    data = sys.stdin.read().split()
    lengths = [len(r) for r in data[1].split('.') if r]
    top = max(lengths, default=0)
    g = [0] * (top + 1)
    for m in range(1, top + 1):
        seen = {g[a] ^ g[m - 1 - a] for a in range(m)}
        seen |= {g[a] ^ g[m - 2 - a] for a in range(m - 1)}
        v = 0
        while v in seen:
            v += 1
        g[m] = v
    total = 0
    for m in lengths:
        total ^= g[m]
    wins = 0
    for m in lengths:
        need = total ^ g[m]
        wins += sum(1 for a in range(m) if g[a] ^ g[m - 1 - a] == need)
        wins += sum(1 for a in range(m - 1) if g[a] ^ g[m - 2 - a] == need)
    print(wins)


main()
