const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt);

// xs, ys: BigInt coordinates of the waypoints in walking order. Return [left, right, straight].
function tallyBends(xs, ys) {
  // TODO: write your solution here
  return [0, 0, 0];
}

const n = Number(data[0]);
const xs = [];
const ys = [];
for (let i = 0; i < n; i++) {
  xs.push(data[1 + 2 * i]);
  ys.push(data[2 + 2 * i]);
}
console.log(tallyBends(xs, ys).join(' '));
