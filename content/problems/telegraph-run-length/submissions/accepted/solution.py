import sys


def main():
    s = sys.stdin.readline().strip()
    pieces = []
    i = 0
    n = len(s)
    while i < n:
        j = i
        while j < n and s[j] == s[i]:
            j += 1
        pieces.append(s[i] if j - i == 1 else s[i] + str(j - i))
        i = j
    print(''.join(pieces))


main()
