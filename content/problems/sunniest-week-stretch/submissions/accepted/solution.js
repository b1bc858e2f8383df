const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, k] = data;
const h = data.slice(2, 2 + n);
let window = 0;
for (let i = 0; i < k; i++) window += h[i];
let best = window;
let start = 0;
for (let i = k; i < n; i++) {
  window += h[i] - h[i - k]; // day i comes in, day i - k drops out
  if (window > best) {
    best = window;
    start = i - k + 1;
  }
}
console.log(`${best} ${start + 1}`);
