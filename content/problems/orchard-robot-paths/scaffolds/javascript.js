const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

const MOD = 1000000007n;

// trees: [[r, c], ...]. Returns the number of south/east routes from (1, 1) to (rows, cols) avoiding trees, mod 10^9+7.
// Products of two residues exceed 2^53: use BigInt (or split the multiplication) for the modular arithmetic.
function countRoutes(rows, cols, trees) {
  // TODO: write your solution here
  return 0n;
}

const [rows, cols, k] = data;
const trees = [];
for (let i = 0; i < k; i++) trees.push([data[3 + 2 * i], data[4 + 2 * i]]);
console.log(String(countRoutes(rows, cols, trees)));
