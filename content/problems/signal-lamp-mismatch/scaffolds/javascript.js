const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// a, b: BigInt patterns below 2^60. Return how many lamps are lit in one and dark in the other.
function lampsToSwitch(a, b) {
  // TODO: write your solution here
  return 0;
}

const q = Number(data[0]);
const out = [];
for (let i = 0; i < q; i++) out.push(lampsToSwitch(BigInt(data[1 + 2 * i]), BigInt(data[2 + 2 * i])));
console.log(out.join('\n'));
