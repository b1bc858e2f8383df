const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// tracks: [a, b, t] two-way tracks. Return [smallest time from stop 1 to stop n, number of routes with that time
// modulo 10^9 + 7], or [-1, 0] when stop n cannot be reached.
function fastestRoutes(n, tracks) {
  // TODO: write your solution here
  return [-1, 0];
}

const [n, m] = [data[0], data[1]];
const tracks = [];
for (let i = 0; i < m; i++) tracks.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
const [time, count] = fastestRoutes(n, tracks);
console.log(`${time} ${count}`);
