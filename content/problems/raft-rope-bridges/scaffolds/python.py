import sys


def answer_log(n, log):
    """log is a list of (op, a, b) with op "tie" or "ask". Return the answers ("YES"/"NO") of the ask lines, in order."""
    # TODO: write your solution here
    return []


def main():
    data = sys.stdin.read().split()
    n, q = int(data[0]), int(data[1])
    log = [(data[2 + 3 * i], int(data[3 + 3 * i]), int(data[4 + 3 * i])) for i in range(q)]
    answers = answer_log(n, log)
    if answers:
        print('\n'.join(answers))


main()
