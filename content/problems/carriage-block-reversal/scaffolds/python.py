import sys


class ListNode:
    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def reverse_blocks(head, k):
    """Reverse every complete block of k nodes in place (an incomplete last block keeps its order); return the head."""
    # TODO: write your solution here
    return head


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, k = data[0], data[1]
    head = None
    for value in reversed(data[2:2 + n]):
        head = ListNode(value, head)
    head = reverse_blocks(head, k)
    out = []
    while head:
        out.append(str(head.val))
        head = head.next
    print(' '.join(out))


main()
