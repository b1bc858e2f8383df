const s = require('fs').readFileSync(0, 'utf8').trim();

// Return [L, p]: the length of the longest stretch appearing at least twice (overlaps allowed) and the smallest
// 1-based start of such a stretch; [0, 0] when no letter repeats.
function longestRepeat(s) {
  // TODO: write your solution here
  return [0, 0];
}

const [length, pos] = longestRepeat(s);
console.log(`${length} ${pos}`);
