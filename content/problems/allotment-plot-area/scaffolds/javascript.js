const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// points: [[x, y], ...] corner stakes in walking order. Returns twice the plot's area as a BigInt
// (a running total of the products can pass 2^53, where plain numbers stop being exact).
function twiceArea(points) {
  // TODO: write your solution here
  return 0n;
}

const n = data[0];
const points = [];
for (let i = 0; i < n; i++) points.push([data[1 + 2 * i], data[2 + 2 * i]]);
const twice = twiceArea(points);
console.log(`${twice / 2n}.${twice % 2n === 1n ? 5 : 0}`);
