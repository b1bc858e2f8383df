const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

const [n, q] = [data[0], data[1]];
let size = 1;
while (size < n) size *= 2;
// Padding leaves must not join a run: prefix, suffix and best are -Infinity, the total 0.
const tot = new Float64Array(2 * size);
const pre = new Float64Array(2 * size).fill(-Infinity);
const suf = new Float64Array(2 * size).fill(-Infinity);
const best = new Float64Array(2 * size).fill(-Infinity);
for (let i = 0; i < n; i++) {
  const k = size + i;
  tot[k] = pre[k] = suf[k] = best[k] = data[2 + i];
}
function pull(k) {
  const l = 2 * k;
  const r = l + 1;
  tot[k] = tot[l] + tot[r];
  pre[k] = Math.max(pre[l], tot[l] + pre[r]);
  suf[k] = Math.max(suf[r], tot[r] + suf[l]);
  best[k] = Math.max(best[l], best[r], suf[l] + pre[r]);
}
for (let k = size - 1; k >= 1; k--) pull(k);
const out = [];
let pos = 2 + n;
for (let j = 0; j < q; j++) {
  const [i, x] = [data[pos], data[pos + 1]];
  pos += 2;
  let k = size + i - 1;
  tot[k] = pre[k] = suf[k] = best[k] = x;
  for (k >>= 1; k >= 1; k >>= 1) pull(k);
  out.push(best[1]);
}
console.log(out.join('\n'));
