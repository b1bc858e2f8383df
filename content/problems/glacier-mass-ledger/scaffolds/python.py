import sys


def net_changes(masses, questions):
    """masses[i] is day i + 1's change. Return the net change for each (l, r) in questions (days l..r, 1-based)."""
    # TODO: write your solution here
    return [0] * len(questions)


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, q = data[0], data[1]
    masses = data[2:2 + n]
    questions = [(data[2 + n + 2 * i], data[3 + n + 2 * i]) for i in range(q)]
    print('\n'.join(map(str, net_changes(masses, questions))))


main()
