const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// For each tower, return the distance to the first strictly taller tower to the east (0 if none).
function blockingDistances(heights) {
  // TODO: write your solution here
  return heights.map(() => 0);
}

const n = data[0];
console.log(blockingDistances(data.slice(1, n + 1)).join(' '));
