# Plausible bug: the first half gets floor(n/2) runners and the weave stops when either half runs out, so for odd n
# the middle runner (last node of the reversed second half) is lost.
import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


data = sys.stdin.buffer.read().split()
n = int(data[0])
head = None
for token in reversed(data[1:n + 1]):
    head = ListNode(int(token), head)
if n >= 2:
    half = n // 2
    node = head
    for _ in range(half - 1):
        node = node.next
    second = node.next
    node.next = None
    prev = None
    while second:
        second.next, prev, second = prev, second, second.next
    a, b = head, prev
    while a and b:
        an, bn = a.next, b.next
        a.next = b
        b.next = an if an else None
        a, b = an, bn
out = []
node = head
while node:
    out.append(str(node.val))
    node = node.next
print(' '.join(out))
