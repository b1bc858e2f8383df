const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// oases: [[position, supply], ...] in increasing position. Returns the fewest stops to reach `distance`, or -1.
function fewestStops(distance, water, oases) {
  // TODO: write your solution here
  return -1;
}

const [d, f, n] = data;
const oases = [];
for (let i = 0; i < n; i++) oases.push([data[3 + 2 * i], data[4 + 2 * i]]);
console.log(String(fewestStops(d, f, oases)));
