# Correct but slow: after every washout, counts the groups again with a graph search. O(q (n + m)).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m, q = int(data[0]), int(data[1]), int(data[2])
    ends = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(m)]
    washed = [int(x) - 1 for x in data[3 + 2 * m:3 + 2 * m + q]]
    standing = [True] * m
    out = []
    for e in washed:
        standing[e] = False
        adj = [[] for _ in range(n + 1)]
        for i in range(m):
            if standing[i]:
                a, b = ends[i]
                adj[a].append(b)
                adj[b].append(a)
        seen = [False] * (n + 1)
        groups = 0
        for s in range(1, n + 1):
            if not seen[s]:
                groups += 1
                seen[s] = True
                stack = [s]
                while stack:
                    v = stack.pop()
                    for w in adj[v]:
                        if not seen[w]:
                            seen[w] = True
                            stack.append(w)
        out.append(groups)
    print('\n'.join(map(str, out)))


main()
