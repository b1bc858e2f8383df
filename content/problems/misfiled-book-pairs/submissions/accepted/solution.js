const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = data[0];
const c = data.slice(1, 1 + n);
const values = [...new Set(c)].sort((x, y) => x - y);
const rank = new Map(values.map((v, i) => [v, i + 1]));
const m = values.length;
const tree = new Int32Array(m + 1); // Fenwick tree: counts of seen books per rank
let pairs = 0;
for (let i = 0; i < n; i++) {
  const r = rank.get(c[i]);
  let atMost = 0; // seen books with rank <= r
  for (let k = r; k > 0; k -= k & -k) atMost += tree[k];
  pairs += i - atMost; // seen books with a strictly larger number
  for (let k = r; k <= m; k += k & -k) tree[k]++;
}
console.log(String(pairs));
