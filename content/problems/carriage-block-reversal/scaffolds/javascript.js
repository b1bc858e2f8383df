const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Reverse every complete block of k nodes in place (an incomplete last block keeps its order); return the new head.
function reverseBlocks(head, k) {
  // TODO: write your solution here
  return head;
}

const [n, k] = data;
let head = null;
for (let i = n - 1; i >= 0; i--) head = new ListNode(data[2 + i], head);
const out = [];
for (let p = reverseBlocks(head, k); p !== null; p = p.next) out.push(p.val);
console.log(out.join(' '));
