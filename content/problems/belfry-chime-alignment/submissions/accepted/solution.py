import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    periods = [int(x) for x in data[1:1 + n]]
    top = max(periods)
    # Smallest prime factor for every number up to top (0 = the number is prime or 1). Primes up to 1000 suffice
    # for numbers up to 10^6; writing the largest primes first lets the smallest one win.
    spf = [0] * (top + 1)
    small = [q for q in range(2, 1001) if all(q % d for d in range(2, int(q ** 0.5) + 1))]
    for q in reversed(small):
        if q * q <= top:
            spf[q * q::q] = [q] * len(range(q * q, top + 1, q))
    best = {}
    for p in periods:
        while p > 1:
            q = spf[p] or p
            e = 0
            while p % q == 0:
                p //= q
                e += 1
            if e > best.get(q, 0):
                best[q] = e
    answer = 1
    for q, e in best.items():
        answer = answer * pow(q, e, MOD) % MOD
    print(answer)


main()
