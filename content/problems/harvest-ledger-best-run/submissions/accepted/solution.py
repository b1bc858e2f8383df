import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    size = 1
    while size < n:
        size *= 2
    # Node k covers a segment; leaves are size..2*size-1. Padding leaves are "empty": they must not join a run, so
    # their prefix, suffix and best are -infinity and their total 0.
    NEG = float('-inf')
    tot = [0] * (2 * size)
    pre = [NEG] * (2 * size)
    suf = [NEG] * (2 * size)
    best = [NEG] * (2 * size)
    for i in range(n):
        v = int(data[2 + i])
        k = size + i
        tot[k] = pre[k] = suf[k] = best[k] = v

    def pull(k):
        lt, rt = 2 * k, 2 * k + 1
        tot[k] = tot[lt] + tot[rt]
        pre[k] = max(pre[lt], tot[lt] + pre[rt])
        suf[k] = max(suf[rt], tot[rt] + suf[lt])
        best[k] = max(best[lt], best[rt], suf[lt] + pre[rt])

    for k in range(size - 1, 0, -1):
        pull(k)
    out = []
    pos = 2 + n
    for _ in range(q):
        i, x = int(data[pos]), int(data[pos + 1])
        pos += 2
        k = size + i - 1
        tot[k] = pre[k] = suf[k] = best[k] = x
        k //= 2
        while k:
            pull(k)
            k //= 2
        out.append(best[1])
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
