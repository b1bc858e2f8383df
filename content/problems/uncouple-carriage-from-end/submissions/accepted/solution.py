import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def remove_from_end(head, k):
    dummy = ListNode(0, head)
    lead = trail = dummy
    for _ in range(k):
        lead = lead.next
    while lead.next:
        lead = lead.next
        trail = trail.next
    trail.next = trail.next.next
    return dummy.next


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    head = None
    for token in reversed(data[2:2 + n]):
        head = ListNode(int(token), head)
    head = remove_from_end(head, k)
    out = []
    while head:
        out.append(str(head.val))
        head = head.next
    print(' '.join(out) if out else 'EMPTY')


main()
