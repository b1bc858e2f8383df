const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const MOD = 1000000007n;

// puddles: array of [r, c]. Return the number of right/down walks (1,1) -> (h,w) avoiding them, mod 10^9+7.
// Products of two residues need BigInt.
function cleanWalks(h, w, puddles) {
  // TODO: write your solution here
  return 0n;
}

const [h, w, k] = data;
const puddles = [];
for (let i = 0; i < k; i++) puddles.push([data[3 + 2 * i], data[4 + 2 * i]]);
console.log(String(cleanWalks(h, w, puddles)));
