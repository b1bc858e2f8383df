# Wrong: plays it as ordinary Nim and XORs the heap sizes, ignoring that a move takes at most k pebbles.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        m = int(data[pos])
        pos += 2
        x = 0
        for a in data[pos:pos + m]:
            x ^= int(a)
        pos += m
        out.append('Ines' if x else 'Tomas')
    print('\n'.join(out))


main()
