import sys


def main():
    a, b = sys.stdin.read().split()
    n = len(a)
    # KMP: prefix function of b + '#' + (a + a without its last letter); a value of n marks a match of b.
    s = b + '#' + a + a[:-1]
    pi = [0] * len(s)
    for i in range(1, len(s)):
        k = pi[i - 1]
        while k and s[i] != s[k]:
            k = pi[k - 1]
        if s[i] == s[k]:
            k += 1
        pi[i] = k
        if k == n:
            print(i - 2 * n)  # the match ends at i, so it starts at i - n + 1 in s, i.e. i - 2n in a + a
            return
    print(-1)


main()
