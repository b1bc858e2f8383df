const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Rearrange the list in place to r1, rn, r2, r(n-1), ... by relinking nodes. The head stays the same node.
function shuffleRelay(head) {
  // TODO: write your solution here
}

const n = data[0];
let head = null;
for (let i = n - 1; i >= 0; i--) head = new ListNode(data[1 + i], head);
shuffleRelay(head);
const out = [];
for (let p = head; p !== null; p = p.next) out.push(p.val);
console.log(out.join(' '));
