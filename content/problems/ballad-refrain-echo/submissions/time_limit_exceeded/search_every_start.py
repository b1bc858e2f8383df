# Correct but slow: for every length that opens and closes the ballad, compares it letter by letter with every inner
# start - on a...ab a...a that is about (n/2)^2 / 2 letter comparisons for the longest border alone.
import sys


def occurs_inside(s, length):
    n = len(s)
    for start in range(1, n - length):
        j = 0
        while j < length and s[start + j] == s[j]:
            j += 1
        if j == length:
            return True
    return False


def main():
    s = sys.stdin.readline().strip()
    n = len(s)
    for length in range(n - 1, 0, -1):
        if s[n - length:] == s[:length] and occurs_inside(s, length):
            print(length)
            return
    print(0)


main()
