const s = require('fs').readFileSync(0, 'utf8').trim();

// Return the length of the longest prefix of s that is also a suffix and occurs strictly inside, or 0.
function longestRefrain(s) {
  // TODO: write your solution here
  return 0;
}

console.log(String(longestRefrain(s)));
