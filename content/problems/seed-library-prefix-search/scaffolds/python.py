import sys


def prefix_counts(codes, texts):
    """Return, for each typed text, how many codes start with it."""
    # TODO: write your solution here
    return [0] * len(texts)


def main():
    data = sys.stdin.read().split()
    n, q = int(data[0]), int(data[1])
    print('\n'.join(map(str, prefix_counts(data[2:2 + n], data[2 + n:2 + n + q]))))


main()
