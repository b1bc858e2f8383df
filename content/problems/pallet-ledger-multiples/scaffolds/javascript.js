const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// entries: the ledger in order. Returns how many runs of consecutive entries total a multiple of k.
function countRuns(k, entries) {
  // TODO: write your solution here
  return 0;
}

const [n, k] = data;
console.log(String(countRuns(k, data.slice(2, 2 + n))));
