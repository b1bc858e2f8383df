const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// bookings: array of [l, r, c]. Return [highest rent, smallest stall number with that rent].
function busiestStall(n, bookings) {
  // TODO: write your solution here
  return [0, 1];
}

const [n, m] = data;
const bookings = [];
for (let j = 0; j < m; j++) bookings.push([data[2 + 3 * j], data[3 + 3 * j], data[4 + 3 * j]]);
console.log(busiestStall(n, bookings).join(' '));
