import sys

EXACT = 200  # Grundy values are computed exactly up to here; from 71 on they repeat with period 12


def grundy_table():
    g = [0] * (EXACT + 1)
    for m in range(1, EXACT + 1):
        seen = {g[a] ^ g[m - 1 - a] for a in range(m)}        # knock one skittle
        seen |= {g[a] ^ g[m - 2 - a] for a in range(m - 1)}   # knock two neighbours
        v = 0
        while v in seen:
            v += 1
        g[m] = v
    return g


def main():
    data = sys.stdin.read().split()
    row = data[1]
    small = grundy_table()

    def g(m):
        return small[m] if m <= EXACT else small[179 + (m - 71) % 12]

    lengths = [len(r) for r in row.split('.') if r]
    total = 0
    for m in lengths:
        total ^= g(m)
    wins = 0
    for m in lengths:
        need = total ^ g(m)  # the xor this stretch must leave behind
        wins += sum(1 for a in range(m) if g(a) ^ g(m - 1 - a) == need)
        wins += sum(1 for a in range(m - 1) if g(a) ^ g(m - 2 - a) == need)
    print(wins)


main()
