const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// bikes: [[arrival minute, repair minutes], ...] for bikes 1..n. Returns the bike numbers in repair order.
function repairOrder(bikes) {
  // TODO: write your solution here
  return bikes.map((_, i) => i + 1);
}

const n = data[0];
const bikes = [];
for (let i = 0; i < n; i++) bikes.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(repairOrder(bikes).join(' '));
