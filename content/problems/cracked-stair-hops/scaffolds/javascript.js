const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

const MOD = 1000000007;

// cracked: array of cracked steps. Returns the number of ways from step 0 to step n, modulo 10^9+7.
function countWays(n, cracked) {
  // TODO: write your solution here
  return 0;
}

const [n, k] = data;
console.log(String(countWays(n, data.slice(2, 2 + k))));
