# Plausible bug: also reverses the final block when it has fewer than k carriages.
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
dummy = ListNode(0, head)
done_tail = dummy
while done_tail.next:
    first = done_tail.next
    prev, cur, count = None, first, 0
    while cur and count < k:
        nxt = cur.next
        cur.next = prev
        prev, cur = cur, nxt
        count += 1
    done_tail.next = prev
    first.next = cur
    done_tail = first
out = []
node = dummy.next
while node:
    out.append(str(node.val))
    node = node.next
print(' '.join(out))
