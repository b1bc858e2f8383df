const lines = require('fs').readFileSync(0, 'utf8').split('\n');

// Return [length, 1-based start] of the first longest stretch with at most k '0' tiles; [0, 1] if none.
function longestSunlit(k, path) {
  // TODO: write your solution here
  return [0, 1];
}

const [n, k] = lines[0].trim().split(/\s+/).map(Number);
console.log(longestSunlit(k, lines[1].trim()).join(' '));
