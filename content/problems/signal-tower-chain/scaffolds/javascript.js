const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Returns the length of the longest strictly increasing chain of heights (left to right).
function longestChain(heights) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
console.log(String(longestChain(data.slice(1, 1 + n))));
