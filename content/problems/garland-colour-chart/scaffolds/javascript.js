const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// chart[c][d] is 1 when colour d may follow colour c (0-based). n is a BigInt (it can reach 10^18).
// Return the number of garlands of n lanterns, modulo 10^9 + 7.
function countGarlands(chart, n) {
  // TODO: write your solution here
  return 0;
}

const k = Number(data[0]);
const n = BigInt(data[1]);
const chart = [];
for (let c = 0; c < k; c++) chart.push([...data[2 + c]].map(Number));
console.log(String(countGarlands(chart, n)));
