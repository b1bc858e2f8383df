import sys


def odd_key(keys):
    """keys: every number appears twice except one. Return the number that appears once."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    print(odd_key([int(x) for x in data[1:1 + n]]))


main()
