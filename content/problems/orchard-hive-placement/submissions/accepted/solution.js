const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

const n = Number(data[0]);
const full = (1 << n) - 1;
// freeMask[r]: bit c set when plot (r, c) has no tree.
const freeMask = [];
for (let r = 0; r < n; r++) {
  let m = 0;
  for (let c = 0; c < n; c++) if (data[1 + r][c] === '.') m |= 1 << c;
  freeMask.push(m);
}

// Hives in rows r..n-1. cols: used columns; down / up: columns the earlier hives attack diagonally in row r.
function place(r, cols, down, up) {
  if (r === n) return 1;
  let total = 0;
  let options = freeMask[r] & ~(cols | down | up) & full;
  while (options) {
    const bit = options & -options;
    options ^= bit;
    total += place(r + 1, cols | bit, ((down | bit) << 1) & full, (up | bit) >> 1);
  }
  return total;
}

console.log(String(place(0, 0, 0, 0)));
