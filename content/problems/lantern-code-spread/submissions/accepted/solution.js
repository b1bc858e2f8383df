const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = data[0];
const ones = new Array(30).fill(0);
for (let i = 1; i <= n; i++) {
  for (let b = 0; b < 30; b++) ones[b] += (data[i] >> b) & 1;
}
let spread = 0; // at most 3e9: exact in a double
for (let b = 0; b < 30; b++) spread += ones[b] * (n - ones[b]);
console.log(String(spread));
