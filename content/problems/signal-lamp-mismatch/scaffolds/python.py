import sys


def lamps_to_switch(a, b):
    """a, b: patterns below 2^60. Return how many lamps are lit in one and dark in the other."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    print('\n'.join(str(lamps_to_switch(int(data[1 + 2 * i]), int(data[2 + 2 * i]))) for i in range(q)))


main()
