import sys


class ListNode:
    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def shuffle_relay(head):
    """Rearrange the list in place to r1, rn, r2, r(n-1), ... by relinking nodes. The head stays the same node."""
    # TODO: write your solution here


def main():
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    head = None
    for value in reversed(data[1:n + 1]):
        head = ListNode(value, head)
    shuffle_relay(head)
    out = []
    while head:
        out.append(str(head.val))
        head = head.next
    print(' '.join(out))


main()
