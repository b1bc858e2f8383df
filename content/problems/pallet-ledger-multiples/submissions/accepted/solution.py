import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    seen = {0: 1}  # remainder of P_0 = 0
    prefix = 0
    runs = 0
    for x in data[2:2 + n]:
        prefix += int(x)
        r = prefix % k  # Python's % is never negative for k > 0
        c = seen.get(r, 0)
        runs += c
        seen[r] = c + 1
    print(runs)


main()
