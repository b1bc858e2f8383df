import sys

MOD = 10**9 + 7


def answer_all(questions):
    """questions: list of (n, k). Return the list of C(n, k) mod 10^9+7 (0 when k > n)."""
    # TODO: write your solution here
    return [0 for _ in questions]


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    questions = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(q)]
    print('\n'.join(map(str, answer_all(questions))))


main()
