const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt);
const n = Number(data[0]);
let left = 0;
let right = 0;
let straight = 0;
for (let i = 1; i + 1 < n; i++) {
  const [x0, y0, x1, y1, x2, y2] = [data[2 * i - 1], data[2 * i], data[2 * i + 1], data[2 * i + 2], data[2 * i + 3], data[2 * i + 4]];
  // BigInt: the products reach 4e18, beyond the 2^53 a double holds exactly
  const cross = (x1 - x0) * (y2 - y1) - (y1 - y0) * (x2 - x1);
  if (cross > 0n) left++;
  else if (cross < 0n) right++;
  else straight++;
}
console.log(`${left} ${right} ${straight}`);
