const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

const w = Number(data[0]);
const h = Number(data[1]);
const m = Number(data[2]);
// A cell as one exact number key: x * (10^9 + 1) + y stays below 2^53.
const key = (x, y) => x * 1000000001 + y;
const trees = new Set();
for (let i = 0; i < m; i++) trees.add(key(Number(data[3 + 2 * i]), Number(data[4 + 2 * i])));
const commands = data[3 + 2 * m] || '';
const dx = [0, 1, 0, -1];
const dy = [1, 0, -1, 0];
let x = 1;
let y = 1;
let heading = 0;
const mowed = new Set([key(1, 1)]);
for (const c of commands) {
  if (c === 'R') heading = (heading + 1) % 4;
  else if (c === 'L') heading = (heading + 3) % 4;
  else {
    const nx = x + dx[heading];
    const ny = y + dy[heading];
    if (nx >= 1 && nx <= w && ny >= 1 && ny <= h && !trees.has(key(nx, ny))) {
      x = nx;
      y = ny;
      mowed.add(key(x, y));
    }
  }
}
console.log(`${x} ${y} ${'NESW'[heading]}\n${mowed.size}`);
