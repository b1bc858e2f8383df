# Plausible bug: keeps a running LCM modulo 10^9 + 7 and updates it with lcm * p / gcd(lcm, p). Once the true LCM
# passes the modulus, the gcd is taken with a reduced number and shared factors are multiplied in again.
import sys
from math import gcd

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    lcm = 1
    for x in data[1:1 + n]:
        p = int(x)
        lcm = lcm * p // gcd(lcm, p) % MOD
    print(lcm)


main()
