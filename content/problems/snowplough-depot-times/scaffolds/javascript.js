const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// streets: array of [u, v, w], two-way, junctions 1..n. Return n times: the shortest time from junction 1 to
// junction k (k = 1..n), or -1 when junction k cannot be reached.
function depotTimes(n, streets) {
  // TODO: write your solution here
  return new Array(n).fill(-1);
}

const [n, m] = data;
const streets = [];
for (let j = 0; j < m; j++) streets.push([data[2 + 3 * j], data[3 + 3 * j], data[4 + 3 * j]]);
console.log(depotTimes(n, streets).join('\n'));
