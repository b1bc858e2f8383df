# Wrong: checks "occurs again" with s.find(piece, 1), which also finds the copy at the very end. So every border
# passes, and the answer is simply the longest border.
import sys


def main():
    s = sys.stdin.readline().strip()
    n = len(s)
    for length in range(n - 1, 0, -1):
        piece = s[:length]
        if s.endswith(piece) and s.find(piece, 1) != -1:
            print(length)
            return
    print(0)


main()
