const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return, after each score, the k-th highest score so far, or -1 while fewer than k scores are in.
// JavaScript has no built-in priority queue: a binary heap over an array takes about 30 lines.
function cutoffs(k, scores) {
  // TODO: write your solution here
  return scores.map(() => -1);
}

const [n, k] = data;
console.log(cutoffs(k, data.slice(2, 2 + n)).join('\n'));
