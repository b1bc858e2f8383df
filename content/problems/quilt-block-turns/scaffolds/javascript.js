const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// grid: array of R strings of length C. Return the rows after k clockwise quarter turns.
function turnBlock(grid, k) {
  // TODO: write your solution here
  return grid;
}

const r = Number(data[0]);
console.log(turnBlock(data.slice(3, 3 + r), Number(data[2])).join('\n'));
