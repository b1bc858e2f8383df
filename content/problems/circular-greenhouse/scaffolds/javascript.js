const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return the best score of a clockwise visit of 1..k consecutive beds on the ring.
function bestVisit(k, beds) {
  // TODO: write your solution here
  return 0;
}

const [n, k] = data;
console.log(String(bestVisit(k, data.slice(2, 2 + n))));
