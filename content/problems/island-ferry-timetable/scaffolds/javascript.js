const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// routes[i] = [a, b, first, period, duration]. Return the earliest minute Nell reaches island n, or -1.
function earliestArrival(n, routes) {
  // TODO: write your solution here
  return -1;
}

const [n, m] = data;
const routes = Array.from({ length: m }, (_, i) => data.slice(2 + 5 * i, 7 + 5 * i));
console.log(String(earliestArrival(n, routes)));
