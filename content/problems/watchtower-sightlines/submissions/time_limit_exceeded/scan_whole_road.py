# Correct but slow: for every tower, walk the whole road back to the castle, O(n * depth).
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    t = [int(x) for x in data[1:1 + n]]
    parent, height = [-1], [t[0]]
    i, head = 1, 0
    while head < len(height):
        u = head
        head += 1
        for _ in range(2):
            if i < n and t[i] != -1:
                height.append(t[i])
                parent.append(u)
            i += 1
    visible = 0
    for v in range(len(height)):
        u, ok = parent[v], True
        while u != -1:
            if height[u] >= height[v]:
                ok = False
            u = parent[u]
        visible += ok
    print(visible)


main()
