const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// grid: n strings of '.' (free) and '#' (tree). Count placements of n hives, one per row and column, on free plots,
// with no two on a common diagonal.
function countSetups(grid) {
  // TODO: write your solution here
  return 0;
}

const n = Number(data[0]);
console.log(String(countSetups(data.slice(1, 1 + n))));
