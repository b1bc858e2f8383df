const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Returns how many visitors can get a band b with wrist <= b <= wrist + k (each band used once).
function maxServed(k, wrists, bands) {
  // TODO: write your solution here
  return 0;
}

const [n, m, k] = data;
const wrists = data.slice(3, 3 + n);
const bands = data.slice(3 + n, 3 + n + m);
console.log(String(maxServed(k, wrists, bands)));
