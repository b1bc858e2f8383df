# Correct but slow: the depth of every node is found by walking up parent links, O(n * depth).
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    t = data[1:1 + n]
    if t[0] == '-1':
        print('0 0')
        return
    parent = [-1]
    q = [0]
    head, i = 0, 1
    while head < len(q) and i < n:
        u = q[head]
        head += 1
        for _ in range(2):
            if i < n and t[i] != '-1':
                parent.append(u)
                q.append(len(parent) - 1)
            i += 1
    depths = []
    for v in range(len(parent)):
        d, u = 1, v
        while parent[u] != -1:
            u = parent[u]
            d += 1
        depths.append(d)
    best = max(depths)
    print(best, depths.count(best))


main()
