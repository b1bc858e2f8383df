const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return the largest number of consecutive segments whose ascents add up to at most limit.
function longestStretch(limit, ascents) {
  // TODO: write your solution here
  return 0;
}

const [n, limit] = data;
console.log(String(longestStretch(limit, data.slice(2, 2 + n))));
