import sys


def check_formula(formula):
    """Return 'OK', or the 1-based position to report."""
    # TODO: write your solution here
    return 'OK'


print(check_formula(sys.stdin.readline().strip()))
