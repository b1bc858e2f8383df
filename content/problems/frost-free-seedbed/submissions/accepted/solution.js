const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const r = Number(data[0]);
const c = Number(data[1]);
const rows = data.slice(2, 2 + r);
let prev = new Int32Array(c + 1);
let best = 0;
let count = 0;
for (let i = 0; i < r; i++) {
  const cur = new Int32Array(c + 1);
  for (let j = 0; j < c; j++) {
    if (rows[i][j] !== '.') continue;
    const s = 1 + Math.min(prev[j + 1], cur[j], prev[j]); // up, left, up-left
    cur[j + 1] = s;
    if (s > best) {
      best = s;
      count = 1;
    } else if (s === best) count++;
  }
  prev = cur;
}
console.log(`${best} ${count}`);
