import sys


def oar_tags(names):
    """For each name, its shortest prefix that starts no other name (the whole name if there is none)."""
    # TODO: write your solution here
    return list(names)


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    print('\n'.join(oar_tags(data[1:1 + n])))


main()
