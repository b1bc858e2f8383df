# Correct but slow: compares every typed text with every code, O(n * q) startswith checks (4e8 at the limit).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    codes = data[2:2 + n]
    out = []
    for text in data[2 + n:2 + n + q]:
        total = 0
        for code in codes:
            if code.startswith(text):
                total += 1
        out.append(total)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
