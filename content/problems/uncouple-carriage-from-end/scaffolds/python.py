import sys


class ListNode:
    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def remove_from_end(head, k):
    """Remove the k-th node counted from the end; return the new head (None if the list becomes empty)."""
    # TODO: write your solution here
    return head


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, k = data[0], data[1]
    head = None
    for value in reversed(data[2:2 + n]):
        head = ListNode(value, head)
    head = remove_from_end(head, k)
    out = []
    while head:
        out.append(str(head.val))
        head = head.next
    print(' '.join(out) if out else 'EMPTY')


main()
