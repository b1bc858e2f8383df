import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = [int(x) for x in data[1:n + 1]]
    h.append(0)
    stack = []
    best = 0
    for i in range(n + 1):
        hi = h[i]
        while stack and h[stack[-1]] >= hi:
            height = h[stack.pop()]
            left = stack[-1] if stack else -1
            area = height * (i - left - 1)
            if area > best:
                best = area
        stack.append(i)
    print(best)


main()
