import sys


class ListNode:
    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def merge_belts(a, b):
    """Merge two sorted lists into one sorted list by relinking their nodes; return its head (None if empty)."""
    # TODO: write your solution here
    return None


def build(values):
    head = None
    for v in reversed(values):
        head = ListNode(v, head)
    return head


def main():
    data = list(map(int, sys.stdin.read().split()))
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
