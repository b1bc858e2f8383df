import sys


def count_in_ranges(amounts, questions):
    """questions: list of (lo, hi). Returns a list: for each question, how many amounts x have lo <= x <= hi."""
    # TODO: write your solution here
    return [0] * len(questions)


def main():
    data = sys.stdin.read().split()
    n, q = int(data[0]), int(data[1])
    amounts = [int(x) for x in data[2:2 + n]]
    questions = [(int(data[2 + n + 2 * j]), int(data[3 + n + 2 * j])) for j in range(q)]
    print('\n'.join(map(str, count_in_ranges(amounts, questions))))


main()
