const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

const MOD = 1000000007n;

// Returns the first t > 0 divisible by every period, modulo 10^9 + 7 (as a BigInt or a number).
function nextAlignment(periods) {
  // TODO: write your solution here
  return 1n;
}

const n = data[0];
console.log(String(nextAlignment(data.slice(1, 1 + n))));
