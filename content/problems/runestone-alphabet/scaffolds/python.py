import sys


def read_alphabet(k, words):
    """words: the glossary in order. Returns the alphabet as a string, 'AMBIGUOUS' or 'INCONSISTENT'."""
    # TODO: write your solution here
    return 'AMBIGUOUS'


def main():
    data = sys.stdin.read().split()
    k, n = int(data[0]), int(data[1])
    print(read_alphabet(k, data[2:2 + n]))


main()
