# Wrong: sorts the names and compares each one only with the name after it, forgetting that the name before it can
# share a longer prefix.
import sys


def common(a, b):
    k = 0
    while k < len(a) and k < len(b) and a[k] == b[k]:
        k += 1
    return k


def main():
    lines = sys.stdin.read().split()
    n = int(lines[0])
    names = lines[1:1 + n]
    order = sorted(names)
    tag = {}
    for i, s in enumerate(order):
        shared = common(s, order[i + 1]) if i + 1 < n else 0
        tag[s] = s[:shared + 1]
    sys.stdout.write('\n'.join(tag[s] for s in names) + '\n')


main()
