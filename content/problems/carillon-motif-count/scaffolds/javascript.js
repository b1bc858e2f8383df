const [motif, log] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// How many positions of log start a copy of motif (overlapping copies count).
function countOccurrences(motif, log) {
  // TODO: write your solution here
  return 0;
}

console.log(countOccurrences(motif, log));
