import sys


def shorten(message):
    """Return the message as the telegraph clerk sends it."""
    # TODO: write your solution here
    return message


print(shorten(sys.stdin.readline().strip()))
