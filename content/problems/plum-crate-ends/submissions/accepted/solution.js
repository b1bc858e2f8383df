const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = data[0];
const p = data.slice(1, 1 + n);
const d = Float64Array.from(p); // best (mover - other) on stretches of the current length
for (let len = 2; len <= n; len++) {
  for (let i = 0; i + len <= n; i++) d[i] = Math.max(p[i] - d[i + 1], p[i + len - 1] - d[i]);
}
const total = p.reduce((a, b) => a + b, 0);
console.log(String((total + d[0]) / 2));
