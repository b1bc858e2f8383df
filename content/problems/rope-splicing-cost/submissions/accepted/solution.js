const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
// Two sorted queues instead of a heap: the spliced ropes come out in non-decreasing order, so the shortest rope is
// always at the front of one of the two queues.
const pieces = data.slice(1, 1 + data[0]).sort((x, y) => x - y);
const spliced = [];
let i = 0;
let j = 0;
function takeShortest() {
  if (j >= spliced.length || (i < pieces.length && pieces[i] <= spliced[j])) return pieces[i++];
  return spliced[j++];
}
let cost = 0; // stays below 2^53
for (let left = pieces.length; left > 1; left--) {
  const a = takeShortest();
  const b = takeShortest();
  cost += a + b;
  spliced.push(a + b);
}
console.log(String(cost));
