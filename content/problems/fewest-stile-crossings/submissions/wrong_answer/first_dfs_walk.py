# Depth-first search that marks farms as visited and reports the length of the first walk that reaches farm n; that
# walk is not necessarily the shortest one.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    adj = [[] for _ in range(n + 1)]
    for i in range(m):
        a, b = data[2 + 2 * i], data[3 + 2 * i]
        adj[a].append(b)
        adj[b].append(a)
    depth = [-1] * (n + 1)
    depth[1] = 0
    stack = [(1, iter(adj[1]))]
    while stack:
        v, it = stack[-1]
        if v == n:
            break
        w = next(it, None)
        if w is None:
            stack.pop()
        elif depth[w] < 0:
            depth[w] = depth[v] + 1
            stack.append((w, iter(adj[w])))
    print(depth[n])


main()
