import sys
from collections import deque


class TreeNode:
    def __init__(self, val, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right


def build_tree(tokens):
    """Builds the tree from level-order tokens (-1 = missing node)."""
    if not tokens or tokens[0] == -1:
        return None
    root = TreeNode(tokens[0])
    queue, i = deque([root]), 1
    while queue and i < len(tokens):
        node = queue.popleft()
        if i < len(tokens) and tokens[i] != -1:
            node.left = TreeNode(tokens[i])
            queue.append(node.left)
        i += 1
        if i < len(tokens) and tokens[i] != -1:
            node.right = TreeNode(tokens[i])
            queue.append(node.right)
        i += 1
    return root


def count_visible(root):
    """Returns how many towers are strictly taller than every tower above them."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    root = build_tree([int(x) for x in data[1:1 + n]])
    answer = count_visible(root)
    print(answer)


main()
