const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const r = Number(data[0]);
const k = Number(data[2]);
let g = data.slice(3, 3 + r);
for (let t = 0; t < k % 4; t++) {
  // one clockwise quarter turn: new row i is old column i read from the bottom up
  const R = g.length;
  const C = g[0].length;
  const next = [];
  for (let i = 0; i < C; i++) {
    let row = '';
    for (let j = 0; j < R; j++) row += g[R - 1 - j][i];
    next.push(row);
  }
  g = next;
}
console.log(g.join('\n'));
