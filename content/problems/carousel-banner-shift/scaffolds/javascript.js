const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// Return the smallest s with a.slice(s) + a.slice(0, s) === b, or -1.
function smallestShift(a, b) {
  // TODO: write your solution here
  return -1;
}

console.log(String(smallestShift(a, b)));
