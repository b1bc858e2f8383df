const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

const [n, m] = [data[0], data[1]];
const order = Array.from({ length: m }, (_, j) => j);
order.sort((x, y) => data[4 + 3 * x] - data[4 + 3 * y]);
const parent = Int32Array.from({ length: n + 1 }, (_, i) => i);
const size = new Int32Array(n + 1).fill(1);
function find(x) {
  while (parent[x] !== x) {
    parent[x] = parent[parent[x]]; // path halving
    x = parent[x];
  }
  return x;
}
// Kruskal: cheapest first, skipping routes that would close a loop. Totals stay below 2^53.
let total = 0;
let taken = 0;
for (const j of order) {
  let ra = find(data[2 + 3 * j]);
  let rb = find(data[3 + 3 * j]);
  if (ra === rb) continue;
  if (size[ra] < size[rb]) [ra, rb] = [rb, ra]; // union by size
  parent[rb] = ra;
  size[ra] += size[rb];
  total += data[4 + 3 * j];
  taken++;
}
console.log(taken === n - 1 ? String(total) : 'IMPOSSIBLE');
