import sys


def fewest_tokens(amount, tokens):
    """Returns the fewest tokens (values in `tokens`, unlimited supply) that add up to `amount`, or -1."""
    # TODO: write your solution here
    return -1


def main():
    data = sys.stdin.read().split()
    k, amount = int(data[0]), int(data[1])
    print(fewest_tokens(amount, [int(x) for x in data[2:2 + k]]))


main()
