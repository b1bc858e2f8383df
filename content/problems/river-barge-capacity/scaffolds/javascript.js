const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Returns the smallest barge capacity that ships the crates in order within `days` days.
function smallestCapacity(days, weights) {
  // TODO: write your solution here
  return 0;
}

const [n, d] = data;
console.log(String(smallestCapacity(d, data.slice(2, 2 + n))));
