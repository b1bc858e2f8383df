const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// points: [[x, y], ...] the posts. Returns [number of corner posts, twice the paddock's area].
function paddock(points) {
  // TODO: write your solution here
  return [0, 0];
}

const n = data[0];
const points = [];
for (let i = 0; i < n; i++) points.push([data[1 + 2 * i], data[2 + 2 * i]]);
const [corners, twice] = paddock(points);
console.log(`${corners}\n${Math.floor(twice / 2)}.${twice % 2 === 1 ? 5 : 0}`);
