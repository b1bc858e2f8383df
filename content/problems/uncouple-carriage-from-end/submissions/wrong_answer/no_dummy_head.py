# Plausible bug: without a dummy node, removing the FIRST carriage (k = n) removes the second one instead.
import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
head = None
for token in reversed(data[2:2 + n]):
    head = ListNode(int(token), head)
if n == 1:
    head = None
else:
    lead = trail = head
    for _ in range(k):
        lead = lead.next if lead.next else lead
    while lead.next:
        lead = lead.next
        trail = trail.next
    trail.next = trail.next.next
out = []
while head:
    out.append(str(head.val))
    head = head.next
print(' '.join(out) if out else 'EMPTY')
