const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return [number of shared pieces, total shared minutes]; ana and bo are lists of [s, e] half-open intervals.
function sharedFree(ana, bo) {
  // TODO: write your solution here
  return [0, 0];
}

const [n, m] = data;
const pairs = (from, count) => Array.from({ length: count }, (_, i) => [data[from + 2 * i], data[from + 2 * i + 1]]);
const [pieces, minutes] = sharedFree(pairs(2, n), pairs(2 + 2 * n, m));
console.log(`${pieces} ${minutes}`);
