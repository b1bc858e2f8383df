const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

const n = data[0];
const m = data[1];
const t = [0];
for (let i = 0; i < n; i++) t.push(data[2 + i]);
const after = Array.from({ length: n + 1 }, () => []);
const missing = new Array(n + 1).fill(0);
let pos = 2 + n;
for (let i = 0; i < m; i++) {
  const a = data[pos++];
  const b = data[pos++];
  after[a].push(b);
  missing[b]++;
}
// Finish times stay below 2^53 (at most 2 * 10^13), so plain numbers are exact.
const start = new Array(n + 1).fill(0);
const queue = [];
for (let v = 1; v <= n; v++) if (missing[v] === 0) queue.push(v);
let best = 0;
for (let head = 0; head < queue.length; head++) {
  const u = queue[head];
  const finish = start[u] + t[u];
  if (finish > best) best = finish;
  for (const v of after[u]) {
    if (finish > start[v]) start[v] = finish;
    if (--missing[v] === 0) queue.push(v);
  }
}
console.log(queue.length === n ? String(best) : 'IMPOSSIBLE');
