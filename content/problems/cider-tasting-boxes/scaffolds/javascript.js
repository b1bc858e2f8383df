const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// For each query [n, r]: the number of ways to pick r of n varieties, modulo 10^9 + 7.
// Products of two remainders pass 2^53: use BigInt for them.
function countBoxes(queries) {
  // TODO: write your solution here
  return queries.map(() => 0);
}

const q = data[0];
const queries = [];
for (let j = 0; j < q; j++) queries.push([data[1 + 2 * j], data[2 + 2 * j]]);
console.log(countBoxes(queries).join('\n'));
