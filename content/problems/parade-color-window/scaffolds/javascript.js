const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return [length, 1-based start] of the first shortest stretch that shows every colour.
function shortestShot(colours) {
  // TODO: write your solution here
  return [colours.length, 1];
}

const n = data[0];
console.log(shortestShot(data.slice(1, n + 1)).join(' '));
