const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// roads: [[u, v, w], ...]. Returns the minimum toll from town 1 to town n with one half-price road, or -1.
function cheapestTrip(n, roads) {
  // TODO: write your solution here
  return -1;
}

const [n, m] = data;
const roads = [];
for (let i = 0; i < m; i++) roads.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
console.log(String(cheapestTrip(n, roads)));
