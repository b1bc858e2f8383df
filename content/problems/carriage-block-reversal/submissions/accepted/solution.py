import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def reverse_blocks(head, k):
    dummy = ListNode(0, head)
    done_tail = dummy
    while True:
        probe = done_tail
        for _ in range(k):
            probe = probe.next
            if probe is None:
                return dummy.next
        first = done_tail.next
        after = probe.next
        prev, cur = after, first
        while cur is not after:
            nxt = cur.next
            cur.next = prev
            prev = cur
            cur = nxt
        done_tail.next = prev
        done_tail = first


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    head = None
    for token in reversed(data[2:2 + n]):
        head = ListNode(int(token), head)
    head = reverse_blocks(head, k)
    out = []
    while head:
        out.append(str(head.val))
        head = head.next
    print(' '.join(out))


main()
