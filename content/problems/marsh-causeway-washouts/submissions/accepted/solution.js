const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

const [n, m, q] = data;
const a = [];
const b = [];
for (let i = 0; i < m; i++) {
  a.push(data[3 + 2 * i]);
  b.push(data[4 + 2 * i]);
}
const washed = data.slice(3 + 2 * m, 3 + 2 * m + q).map((e) => e - 1);
const lost = new Array(m).fill(false);
for (const e of washed) lost[e] = true;
const parent = Array.from({ length: n + 1 }, (_, v) => v);
const size = new Array(n + 1).fill(1);
let groups = n;
function find(v) {
  while (parent[v] !== v) {
    parent[v] = parent[parent[v]];
    v = parent[v];
  }
  return v;
}
function unite(x, y) {
  x = find(x);
  y = find(y);
  if (x === y) return;
  if (size[x] < size[y]) [x, y] = [y, x];
  parent[y] = x;
  size[x] += size[y];
  groups--;
}
for (let i = 0; i < m; i++) if (!lost[i]) unite(a[i], b[i]);
const answers = new Array(q);
for (let i = q - 1; i >= 0; i--) {
  answers[i] = groups;
  unite(a[washed[i]], b[washed[i]]);
}
console.log(answers.join('\n'));
