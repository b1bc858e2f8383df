const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Remove the k-th node counted from the end; return the new head (null if the list becomes empty).
function removeFromEnd(head, k) {
  // TODO: write your solution here
  return head;
}

const [n, k] = data;
let head = null;
for (let i = n - 1; i >= 0; i--) head = new ListNode(data[2 + i], head);
head = removeFromEnd(head, k);
const out = [];
for (let p = head; p !== null; p = p.next) out.push(p.val);
console.log(out.length ? out.join(' ') : 'EMPTY');
