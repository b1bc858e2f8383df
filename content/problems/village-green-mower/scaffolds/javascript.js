const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// trees: [[x, y], ...]. Returns [x, y, heading letter, number of different cells mowed].
function mow(w, h, trees, commands) {
  // TODO: write your solution here
  return [1, 1, 'N', 1];
}

const [w, h, m] = data.slice(0, 3).map(Number);
const trees = [];
for (let i = 0; i < m; i++) trees.push([Number(data[3 + 2 * i]), Number(data[4 + 2 * i])]);
const [x, y, heading, cells] = mow(w, h, trees, data[3 + 2 * m]);
console.log(`${x} ${y} ${heading}\n${cells}`);
