import sys


def ada_plums(crates):
    """crates: plums per crate, left to right. Return Ada's total when both take ends optimally, Ada first."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    print(ada_plums([int(x) for x in data[1:1 + n]]))


main()
