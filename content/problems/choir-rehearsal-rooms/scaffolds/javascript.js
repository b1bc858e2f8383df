const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// bookings: [[start, end], ...] half-open intervals. Returns [rooms, earliest minute of the peak].
function roomsNeeded(bookings) {
  // TODO: write your solution here
  return [bookings.length, 0];
}

const n = data[0];
const bookings = [];
for (let i = 0; i < n; i++) bookings.push([data[1 + 2 * i], data[2 + 2 * i]]);
const [rooms, when] = roomsNeeded(bookings);
console.log(`${rooms} ${when}`);
