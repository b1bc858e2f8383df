# Correct but slow: keeps the plain amounts and adds up hives l..r for every question, up to n * q steps.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    amount = [0] + [int(x) for x in data[2:2 + n]]
    out = []
    pos = 2 + n
    for _ in range(q):
        op, a, b = data[pos], int(data[pos + 1]), int(data[pos + 2])
        pos += 3
        if op == b'set':
            amount[a] = b
        else:
            total = 0
            for i in range(a, b + 1):
                total += amount[i]
            out.append(total)
    print('\n'.join(map(str, out)))


main()
