const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// row: 'I' (standing) and '.' (empty). Return how many first throws win.
function winningThrows(row) {
  // TODO: write your solution here
  return 0;
}

console.log(String(winningThrows(data[1])));
