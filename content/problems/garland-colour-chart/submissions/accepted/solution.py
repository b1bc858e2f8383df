import sys

MOD = 10**9 + 7


def multiply(a, b):
    k = len(a)
    out = [[0] * k for _ in range(k)]
    for i in range(k):
        row, ai = out[i], a[i]
        for m in range(k):
            x = ai[m]
            if x:
                bm = b[m]
                for j in range(k):
                    row[j] += x * bm[j]
        out[i] = [v % MOD for v in row]
    return out


def main():
    data = sys.stdin.read().split()
    k, n = int(data[0]), int(data[1])
    chart = [[int(ch) for ch in data[2 + c]] for c in range(k)]
    # Garlands of length n = walks of n - 1 steps in the chart's graph = the sum of all entries of chart^(n - 1).
    power = [[int(i == j) for j in range(k)] for i in range(k)]
    base, e = chart, n - 1
    while e:
        if e & 1:
            power = multiply(power, base)
        base = multiply(base, base)
        e >>= 1
    print(sum(map(sum, power)) % MOD)


main()
