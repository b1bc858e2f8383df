import sys


def main():
    motif, log = sys.stdin.read().split()
    m = len(motif)
    # Prefix function of the motif: border[i] = length of the longest proper border of motif[:i + 1].
    border = [0] * m
    k = 0
    for i in range(1, m):
        c = motif[i]
        while k and motif[k] != c:
            k = border[k - 1]
        if motif[k] == c:
            k += 1
        border[i] = k
    # Scan the log, keeping k = length of the longest prefix of the motif that ends here.
    count = 0
    k = 0
    for c in log:
        while k and motif[k] != c:
            k = border[k - 1]
        if motif[k] == c:
            k += 1
            if k == m:
                count += 1
                k = border[k - 1]
    print(count)


main()
