# Plausible bug: stops when either belt runs out and forgets to attach the rest of the other belt.
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


data = list(map(int, sys.stdin.buffer.read().split()))
n = data[0]
a = build(data[1:1 + n])
m = data[1 + n]
b = build(data[2 + n:2 + n + m])
dummy = tail = ListNode(0)
while a and b:
    if a.val <= b.val:
        tail.next, a = a, a.next
    else:
        tail.next, b = b, b.next
    tail = tail.next
tail.next = None
out = []
node = dummy.next
while node:
    out.append(str(node.val))
    node = node.next
print(' '.join(out) if out else 'EMPTY')
