const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return [side of the largest square tile that covers a w x h floor exactly, number of such tiles]. The count can
// reach 10^18: return it as a BigInt.
function tiles(w, h) {
  // TODO: write your solution here
  return [1, BigInt(w) * BigInt(h)];
}

const t = data[0];
const out = [];
for (let k = 0; k < t; k++) {
  const [side, count] = tiles(data[1 + 2 * k], data[2 + 2 * k]);
  out.push(`${side} ${count}`);
}
console.log(out.join('\n'));
