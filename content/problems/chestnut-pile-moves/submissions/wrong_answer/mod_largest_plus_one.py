# Wrong: borrows the rule of the "take 1 to m" game (lost exactly on multiples of m + 1, with m the largest move),
# which holds only when every number from 1 to m is an allowed move.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    k, q = int(data[0]), int(data[1])
    m = max(int(x) for x in data[2:2 + k])
    piles = [int(x) for x in data[2 + k:2 + k + q]]
    sys.stdout.write('\n'.join('Mira' if n % (m + 1) else 'Oskar' for n in piles) + '\n')


main()
