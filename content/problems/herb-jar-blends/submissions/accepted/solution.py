import sys


def main():
    data = sys.stdin.read().split()
    n, target = int(data[0]), int(data[1])
    w = [int(x) for x in data[2:2 + n]]
    blends = []
    chosen = []

    def extend(start, weight):
        # Jars after the last chosen one, in increasing order: the blends come out in lexicographic order.
        for j in range(start, n):
            total = weight + w[j]
            if total > target:
                continue  # every blend that contains this one weighs more still
            chosen.append(j + 1)
            if total == target:
                blends.append(' '.join(map(str, chosen)))
            extend(j + 1, total)
            chosen.pop()  # backtrack

    extend(0, 0)
    sys.stdout.write('\n'.join([str(len(blends))] + blends) + '\n')


main()
