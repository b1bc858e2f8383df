const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return [length, first number] of the longest run of consecutive serials (smallest first number on ties).
function longestRun(serials) {
  // TODO: write your solution here
  return [0, 0];
}

const n = data[0];
console.log(longestRun(data.slice(1, n + 1)).join(' '));
