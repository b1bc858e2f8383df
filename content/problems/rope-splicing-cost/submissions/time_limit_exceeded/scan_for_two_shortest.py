# Correct but slow: finds the two shortest ropes by scanning the whole list before every splice, O(n^2)
# (about 9e8 steps for 3e4 pieces).
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    ropes = data[1:1 + data[0]]
    cost = 0
    while len(ropes) > 1:
        a = min(range(len(ropes)), key=ropes.__getitem__)
        x = ropes[a]
        ropes[a] = ropes[-1]
        ropes.pop()
        b = min(range(len(ropes)), key=ropes.__getitem__)
        ropes[b] += x
        cost += ropes[b]
    print(cost)


main()
