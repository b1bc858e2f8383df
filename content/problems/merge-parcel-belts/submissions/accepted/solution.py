import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def build(values):
    head = None
    for v in reversed(values):
        head = ListNode(v, head)
    return head


def merge_belts(a, b):
    dummy = ListNode(0)
    tail = dummy
    while a and b:
        if a.val <= b.val:
            tail.next, a = a, a.next
        else:
            tail.next, b = b, b.next
        tail = tail.next
    tail.next = a if a else b
    return dummy.next


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    a = build(data[1:1 + n])
    m = data[1 + n]
    b = build(data[2 + n:2 + n + m])
    head = merge_belts(a, b)
    out = []
    while head:
        out.append(str(head.val))
        head = head.next
    print(' '.join(out) if out else 'EMPTY')


main()
