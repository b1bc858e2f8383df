# Wrong: takes the factorials modulo p and then divides them with //, as if remainders could be divided. Right only
# while n! is below the modulus (n <= 12).
import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    qs = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(q)]
    top = max(n for n, _ in qs)
    fact = [1] * (top + 1)
    for i in range(1, top + 1):
        fact[i] = fact[i - 1] * i % MOD
    out = []
    for n, k in qs:
        out.append(0 if k > n else fact[n] // (fact[k] * fact[n - k]) % MOD)
    print('\n'.join(map(str, out)))


main()
