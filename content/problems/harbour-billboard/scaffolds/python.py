import sys


def largest_billboard(heights):
    """Return the largest area (r - l + 1) * min(heights[l..r]) over all contiguous groups of warehouses."""
    # TODO: write your solution here
    return 0


def main():
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    print(largest_billboard(data[1:n + 1]))


main()
