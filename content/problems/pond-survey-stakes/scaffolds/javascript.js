const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// poly: array of [x, y] corners in order. Return 'IN', 'ON' or 'OUT' for the stake (px, py).
function locate(poly, px, py) {
  // TODO: write your solution here
  return 'OUT';
}

const n = data[0];
const poly = [];
for (let i = 0; i < n; i++) poly.push([data[1 + 2 * i], data[2 + 2 * i]]);
const q = data[1 + 2 * n];
const out = [];
for (let k = 0; k < q; k++) out.push(locate(poly, data[2 + 2 * n + 2 * k], data[3 + 2 * n + 2 * k]));
console.log(out.join('\n'));
