# Correct but slow: computes every answer from scratch as n (n-1) ... (n-k+1) / k!, with one modular inverse per
# question - O(k) per question, up to 10^4 * 5 * 10^5 multiplications.
import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        n, k = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        if k > n:
            out.append(0)
            continue
        num = den = 1
        for j in range(k):
            num = num * (n - j) % MOD
            den = den * (j + 1) % MOD
        out.append(num * pow(den, MOD - 2, MOD) % MOD)
    print('\n'.join(map(str, out)))


main()
