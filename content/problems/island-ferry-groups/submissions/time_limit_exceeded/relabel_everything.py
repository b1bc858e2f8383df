# Correct but slow: "quick-find" -- every merge relabels the whole island array, O(n * m).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    label = list(range(n + 1))
    groups = n
    for i in range(m):
        a, b = label[int(data[2 + 2 * i])], label[int(data[3 + 2 * i])]
        if a != b:
            for v in range(1, n + 1):
                if label[v] == a:
                    label[v] = b
            groups -= 1
    print(groups - 1)


main()
