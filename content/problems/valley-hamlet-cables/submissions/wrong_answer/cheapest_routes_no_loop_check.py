# Wrong: takes the n - 1 cheapest routes without checking whether a route closes a loop (and calls it impossible only
# when there are fewer than n - 1 routes).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    costs = sorted(int(data[4 + 3 * j]) for j in range(m))
    print(sum(costs[:n - 1]) if m >= n - 1 else 'IMPOSSIBLE')


main()
