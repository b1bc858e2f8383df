# Sorts the pieces once and splices them onto one growing rope, shortest first. The growing rope is paid for again at
# every splice, so this costs more than splicing the two shortest ropes each time.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    pieces = sorted(data[1:1 + data[0]])
    cost = 0
    rope = pieces[0]
    for x in pieces[1:]:
        rope += x
        cost += rope
    print(cost)


main()
