import sys


def main():
    s = sys.stdin.readline().strip()
    n = len(s)
    pi = [0] * n  # pi[i]: longest proper border of s[0..i]
    for i in range(1, n):
        k = pi[i - 1]
        while k and s[i] != s[k]:
            k = pi[k - 1]
        if s[i] == s[k]:
            k += 1
        pi[i] = k
    inside = max(pi[:n - 1], default=0)  # the longest prefix that ends somewhere before the last letter
    length = pi[n - 1]
    while length > inside:  # walk down the chain of borders of s
        length = pi[length - 1]
    print(length)


main()
