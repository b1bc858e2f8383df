const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// bookings is an array of [start, end] minutes. Return [number of busy periods, total busy minutes].
function busyPeriods(bookings) {
  // TODO: write your solution here
  return [0, 0];
}

const n = data[0];
const bookings = [];
for (let i = 0; i < n; i++) bookings.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(busyPeriods(bookings).join(' '));
