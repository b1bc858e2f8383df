const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const row = data[1];
const EXACT = 200; // exact Grundy values up to here; from 71 on they repeat with period 12
const small = new Array(EXACT + 1).fill(0);
for (let m = 1; m <= EXACT; m++) {
  const seen = new Set();
  for (let a = 0; a < m; a++) seen.add(small[a] ^ small[m - 1 - a]);
  for (let a = 0; a + 1 < m; a++) seen.add(small[a] ^ small[m - 2 - a]);
  let v = 0;
  while (seen.has(v)) v++;
  small[m] = v;
}
const g = (m) => (m <= EXACT ? small[m] : small[179 + ((m - 71) % 12)]);
const lengths = row.split('.').filter((r) => r.length > 0).map((r) => r.length);
let total = 0;
for (const m of lengths) total ^= g(m);
let wins = 0;
for (const m of lengths) {
  const need = total ^ g(m);
  for (let a = 0; a < m; a++) if ((g(a) ^ g(m - 1 - a)) === need) wins++;
  for (let a = 0; a + 1 < m; a++) if ((g(a) ^ g(m - 2 - a)) === need) wins++;
}
console.log(String(wins));
