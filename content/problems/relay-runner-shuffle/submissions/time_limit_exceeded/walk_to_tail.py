# Correct but O(n^2): for every front runner, walks to the current tail and moves it forward.
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
cur = head
while cur and cur.next and cur.next.next:
    before_tail = cur
    while before_tail.next.next:
        before_tail = before_tail.next
    tail = before_tail.next
    before_tail.next = None
    tail.next = cur.next
    cur.next = tail
    cur = tail.next
out = []
node = head
while node:
    out.append(str(node.val))
    node = node.next
print(' '.join(out))
