import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        m, k = int(data[pos]), int(data[pos + 1])
        pos += 2
        # Sprague-Grundy: a heap of a pebbles is worth a mod (k + 1); the player to move loses iff the XOR is 0.
        x = 0
        for a in data[pos:pos + m]:
            x ^= int(a) % (k + 1)
        pos += m
        out.append('Ines' if x else 'Tomas')
    print('\n'.join(out))


main()
