# Wrong: raises the chart to the n-th power. A garland of n lanterns has only n - 1 neighbouring pairs, so this counts
# garlands of n + 1 lanterns.
import sys

MOD = 10**9 + 7


def multiply(a, b):
    k = len(a)
    return [[sum(a[i][m] * b[m][j] for m in range(k)) % MOD for j in range(k)] for i in range(k)]


def main():
    data = sys.stdin.read().split()
    k, n = int(data[0]), int(data[1])
    chart = [[int(ch) for ch in data[2 + c]] for c in range(k)]
    power = [[int(i == j) for j in range(k)] for i in range(k)]
    e = n
    while e:
        if e & 1:
            power = multiply(power, chart)
        chart = multiply(chart, chart)
        e >>= 1
    print(sum(map(sum, power)) % MOD)


main()
