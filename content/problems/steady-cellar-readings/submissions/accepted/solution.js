const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, d] = data;
const t = data.slice(2, 2 + n);
// Two deques as arrays with head indices; positions with decreasing (hi) and increasing (lo) readings.
const hi = new Int32Array(n);
const lo = new Int32Array(n);
let hiHead = 0;
let hiTail = 0;
let loHead = 0;
let loTail = 0;
let left = 0;
let bestLen = 0;
let bestStart = 0;
for (let right = 0; right < n; right++) {
  while (hiTail > hiHead && t[hi[hiTail - 1]] <= t[right]) hiTail--;
  hi[hiTail++] = right;
  while (loTail > loHead && t[lo[loTail - 1]] >= t[right]) loTail--;
  lo[loTail++] = right;
  while (t[hi[hiHead]] - t[lo[loHead]] > d) {
    left++;
    if (hi[hiHead] < left) hiHead++;
    if (lo[loHead] < left) loHead++;
  }
  if (right - left + 1 > bestLen) {
    bestLen = right - left + 1;
    bestStart = left;
  }
}
console.log(`${bestLen} ${bestStart + 1}`);
