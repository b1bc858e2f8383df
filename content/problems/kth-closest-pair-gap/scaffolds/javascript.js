const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Returns the k-th smallest |x_i - x_j| over all pairs i < j (k counts from 1).
function kthSmallestGap(k, positions) {
  // TODO: write your solution here
  return 0;
}

const [n, k] = data;
console.log(String(kthSmallestGap(k, data.slice(2, 2 + n))));
