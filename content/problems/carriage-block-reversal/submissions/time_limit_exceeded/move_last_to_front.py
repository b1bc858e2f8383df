# Correct but O(n * k): reverses each block by repeatedly walking to the block's last unplaced node and moving it
# to the front of the block.
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
while True:
    probe = done_tail
    for _ in range(k):
        probe = probe.next if probe else None
    if probe is None:
        break
    first = done_tail.next
    insert_after = done_tail
    for placed in range(k - 1):
        # the block still in original order runs from insert_after.next; its last node is k - 1 - placed steps away
        before_last = insert_after
        for _ in range(k - 1 - placed):
            before_last = before_last.next
        last = before_last.next
        before_last.next = last.next
        last.next = insert_after.next
        insert_after.next = last
        insert_after = last
    done_tail = first
out = []
node = dummy.next
while node:
    out.append(str(node.val))
    node = node.next
print(' '.join(out))
