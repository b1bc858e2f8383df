const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// grid: array of strings over 'F', '.', '#'. Returns the minutes until no water is left, or -1.
function minutesToFreeze(grid) {
  // TODO: write your solution here
  return 0;
}

const r = Number(data[0]);
console.log(String(minutesToFreeze(data.slice(2, 2 + r))));
