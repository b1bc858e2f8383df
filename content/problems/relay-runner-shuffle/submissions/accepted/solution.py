import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def shuffle_relay(head):
    if head is None or head.next is None:
        return
    slow = fast = head
    while fast.next and fast.next.next:
        slow = slow.next
        fast = fast.next.next
    second = slow.next
    slow.next = None
    prev = None
    while second:
        second.next, prev, second = prev, second, second.next
    a, b = head, prev
    while b:
        an, bn = a.next, b.next
        a.next = b
        b.next = an
        a, b = an, bn


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    head = None
    for token in reversed(data[1:n + 1]):
        head = ListNode(int(token), head)
    shuffle_relay(head)
    out = []
    while head:
        out.append(str(head.val))
        head = head.next
    print(' '.join(out))


main()
