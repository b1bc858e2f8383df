const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// rows: the mosaic, r strings of c letters. Return the letters in clockwise spiral order from the top-left.
function spiral(rows) {
  // TODO: write your solution here
  return '';
}

const r = Number(data[0]);
console.log(spiral(data.slice(2, 2 + r)));
