# Wrong: keeps the factorials modulo p and then divides them. Once n! passes p, the remainders no longer divide like
# the numbers they stand for, so n!/(r!(n-r)!) computed from remainders is wrong.
import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    queries = [(int(data[1 + 2 * j]), int(data[2 + 2 * j])) for j in range(q)]
    top = max(n for n, _ in queries)
    fact = [1] * (top + 1)
    for i in range(1, top + 1):
        fact[i] = fact[i - 1] * i % MOD
    print('\n'.join(str(fact[n] // (fact[r] * fact[n - r]) % MOD) for n, r in queries))


main()
