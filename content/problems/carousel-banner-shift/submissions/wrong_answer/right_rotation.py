# Wrong: finds B inside A + A correctly, but reports the turn the other way round (a right rotation): the found
# start s means "left by s", which is "right by n - s".
import sys


def main():
    a, b = sys.stdin.read().split()
    n = len(a)
    s = (a + a).find(b)
    print(-1 if s < 0 else (n - s) % n)


main()
