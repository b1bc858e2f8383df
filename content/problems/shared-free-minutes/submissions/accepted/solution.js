const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, m] = data;
const a = data.slice(2, 2 + 2 * n);
const b = data.slice(2 + 2 * n, 2 + 2 * n + 2 * m);
let pieces = 0;
let minutes = 0;
let i = 0;
let j = 0;
while (i < n && j < m) {
  const lo = Math.max(a[2 * i], b[2 * j]);
  const hi = Math.min(a[2 * i + 1], b[2 * j + 1]);
  if (lo < hi) {
    pieces++;
    minutes += hi - lo;
  }
  if (a[2 * i + 1] < b[2 * j + 1]) i++; // the interval that ends first meets nothing later
  else j++;
}
console.log(`${pieces} ${minutes}`);
