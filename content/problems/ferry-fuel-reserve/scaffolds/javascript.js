const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return the smallest starting fuel s >= 0 that keeps every level non-negative.
function minimumStartFuel(legs) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
console.log(String(minimumStartFuel(data.slice(1, n + 1))));
