# Correct but slow: the exact LCM as a Python big integer, reduced only at the end. With many distinct large
# periods the number has hundreds of thousands of digits, and every step works on all of them.
import sys
from math import gcd

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    lcm = 1
    for x in data[1:1 + n]:
        p = int(x)
        lcm = lcm // gcd(lcm, p) * p
    print(lcm % MOD)


main()
