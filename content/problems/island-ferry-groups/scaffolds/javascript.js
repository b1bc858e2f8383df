const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// n islands (1..n), lines = [[a, b], ...]. Returns the fewest new lines that connect everything.
function newLinesNeeded(n, lines) {
  // TODO: write your solution here
  return 0;
}

const [n, m] = data;
const lines = [];
for (let i = 0; i < m; i++) lines.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(newLinesNeeded(n, lines)));
