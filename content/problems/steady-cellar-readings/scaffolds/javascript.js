const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return [length of the longest steady run, its first position (1-based), the earliest on ties].
function longestSteadyRun(limit, readings) {
  // TODO: write your solution here
  return [1, 1];
}

const [n, limit] = data;
const [length, start] = longestSteadyRun(limit, data.slice(2, 2 + n));
console.log(`${length} ${start}`);
