const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

const n = data[0];
// Each term is exact as a number (|term| <= 2 * 10^12), but a running total over many terms could pass 2^53,
// so the total is a BigInt.
let twice = 0n;
for (let i = 0; i < n; i++) {
  const j = (i + 1) % n;
  twice += BigInt(data[1 + 2 * i] * data[2 + 2 * j] - data[1 + 2 * j] * data[2 + 2 * i]);
}
if (twice < 0n) twice = -twice;
console.log(`${twice / 2n}.${twice % 2n === 1n ? 5 : 0}`);
