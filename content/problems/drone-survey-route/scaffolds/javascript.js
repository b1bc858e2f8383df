const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// cost[i][j] = battery for flying from point i to point j (point 0 is the base). Returns the minimum total.
function cheapestRoundTrip(cost) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const cost = [];
for (let i = 0; i < n; i++) cost.push(data.slice(1 + i * n, 1 + (i + 1) * n));
console.log(String(cheapestRoundTrip(cost)));
