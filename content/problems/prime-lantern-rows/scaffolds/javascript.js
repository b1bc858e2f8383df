const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// For each query [lo, hi], how many primes p satisfy lo <= p <= hi.
function countPrimes(queries) {
  // TODO: write your solution here
  return queries.map(() => 0);
}

const q = data[0];
const queries = [];
for (let j = 0; j < q; j++) queries.push([data[1 + 2 * j], data[2 + 2 * j]]);
console.log(countPrimes(queries).join('\n'));
