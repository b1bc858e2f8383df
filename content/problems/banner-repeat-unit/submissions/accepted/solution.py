import sys


def main():
    s = sys.stdin.readline().strip()
    n = len(s)
    pi = [0] * n
    for i in range(1, n):
        k = pi[i - 1]
        c = s[i]
        while k > 0 and c != s[k]:
            k = pi[k - 1]
        if c == s[k]:
            k += 1
        pi[i] = k
    print(n - pi[n - 1])


main()
