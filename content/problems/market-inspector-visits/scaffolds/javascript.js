const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// stalls[i] = [opening minute, closing minute], both included. Return the smallest number of visits.
function fewestVisits(stalls) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const stalls = Array.from({ length: n }, (_, i) => [data[1 + 2 * i], data[2 + 2 * i]]);
console.log(String(fewestVisits(stalls)));
