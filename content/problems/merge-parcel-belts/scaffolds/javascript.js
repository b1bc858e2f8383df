const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Merge two sorted lists into one sorted list by relinking their nodes; return its head (null if empty).
function mergeBelts(a, b) {
  // TODO: write your solution here
  return null;
}

function build(values) {
  let head = null;
  for (let i = values.length - 1; i >= 0; i--) head = new ListNode(values[i], head);
  return head;
}

const n = data[0];
const a = build(data.slice(1, 1 + n));
const m = data[1 + n];
const b = build(data.slice(2 + n, 2 + n + m));
const out = [];
for (let p = mergeBelts(a, b); p !== null; p = p.next) out.push(p.val);
console.log(out.length ? out.join(' ') : 'EMPTY');
