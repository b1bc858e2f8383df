const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

const n = data[0];
const k = data[1];
// Prefix sums stay below 5 * 10^10 in absolute value, exact as plain numbers.
const seen = new Map([[0, 1]]);
let prefix = 0;
let runs = 0;
for (let i = 0; i < n; i++) {
  prefix += data[2 + i];
  const r = ((prefix % k) + k) % k; // % keeps the sign of a negative prefix
  const c = seen.get(r) || 0;
  runs += c;
  seen.set(r, c + 1);
}
console.log(String(runs));
