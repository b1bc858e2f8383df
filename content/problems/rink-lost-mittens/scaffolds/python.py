import sys


def count_draws(colours):
    """Return (same-colour draws, different-colour draws) over all ways to take two of the mittens."""
    # TODO: write your solution here
    return 0, 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    colours = [int(x) for x in data[1:1 + n]]
    same, different = count_draws(colours)
    print(same, different)


main()
