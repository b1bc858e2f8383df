# Correct but slow: builds the Grundy table of every heap size up to the largest heap, each entry the mex over up to
# k moves - up to 10^9 entries.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        m, k = int(data[pos]), int(data[pos + 1])
        heaps = [int(a) for a in data[pos + 2:pos + 2 + m]]
        pos += 2 + m
        top = max(heaps)
        grundy = [0]
        for size in range(1, top + 1):
            seen = set(grundy[size - j] for j in range(1, min(k, size) + 1))
            g = 0
            while g in seen:
                g += 1
            grundy.append(g)
        x = 0
        for a in heaps:
            x ^= grundy[a]
        out.append('Ines' if x else 'Tomas')
    print('\n'.join(out))


main()
