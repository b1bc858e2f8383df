import sys


def answer_logbook(amounts, log):
    """amounts: the n starting amounts (hive 1 first). log: list of (op, a, b) with op "set" or "sum".
    Return the totals asked by the "sum" entries, in order."""
    # TODO: write your solution here
    return []


def main():
    data = sys.stdin.read().split()
    n, q = int(data[0]), int(data[1])
    amounts = [int(x) for x in data[2:2 + n]]
    log = [(data[2 + n + 3 * k], int(data[3 + n + 3 * k]), int(data[4 + n + 3 * k])) for k in range(q)]
    print('\n'.join(map(str, answer_logbook(amounts, log))))


main()
