const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return the largest XOR of a stretch of consecutive patterns.
function largestStretchXor(patterns) {
  // TODO: write your solution here
  return 0;
}

console.log(String(largestStretchXor(data.slice(1, 1 + data[0]))));
