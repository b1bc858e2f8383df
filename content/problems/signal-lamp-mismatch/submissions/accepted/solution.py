import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        a, b = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        out.append(bin(a ^ b).count('1'))  # xor marks the differing lamps; count its 1 bits
    print('\n'.join(map(str, out)))


main()
