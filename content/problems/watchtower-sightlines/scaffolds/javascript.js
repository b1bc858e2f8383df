const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

class TreeNode {
  constructor(val, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

// Builds the tree from level-order tokens (-1 = missing node).
function buildTree(t) {
  if (t.length === 0 || t[0] === -1) return null;
  const root = new TreeNode(t[0]);
  const queue = [root];
  let head = 0;
  let i = 1;
  while (head < queue.length && i < t.length) {
    const node = queue[head++];
    if (i < t.length && t[i] !== -1) queue.push((node.left = new TreeNode(t[i])));
    i++;
    if (i < t.length && t[i] !== -1) queue.push((node.right = new TreeNode(t[i])));
    i++;
  }
  return root;
}

// Returns how many towers are strictly taller than every tower above them.
function countVisible(root) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const root = buildTree(data.slice(1, 1 + n));
const answer = countVisible(root);
console.log(String(answer));
