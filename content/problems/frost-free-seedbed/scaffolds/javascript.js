const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// rows: R strings of '#' and '.'. Return [k, positions] for the largest frost-free square; [0, 0] if none.
function largestSeedbed(rows) {
  // TODO: write your solution here
  return [0, 0];
}

const r = Number(data[0]);
console.log(largestSeedbed(data.slice(2, 2 + r)).join(' '));
