# Correct but slow: from every top-left plot, grows the square one ring at a time while the new ring is free -
# O(R * C * k^2) for largest side k, far too much on an all-free 300 x 300 field.
import sys


def main():
    data = sys.stdin.read().split()
    r, c = int(data[0]), int(data[1])
    g = data[2:2 + r]
    best = count = 0
    for i in range(r):
        for j in range(c):
            k = 0
            while i + k < r and j + k < c:
                ring = all(g[i + k][j + t] == '.' for t in range(k + 1)) and all(g[i + t][j + k] == '.' for t in range(k))
                if not ring:
                    break
                k += 1
            if k > best:
                best, count = k, 1
            elif k == best and k > 0:
                count += 1
    print(best, count if best else 0)


main()
