# Correct but slow: sorts all scores so far after every attempt, O(n log n) each and O(n^2 log n) in all.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    scores = []
    out = []
    for i in range(n):
        scores.append(int(data[2 + i]))
        out.append(sorted(scores, reverse=True)[k - 1] if len(scores) >= k else -1)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
