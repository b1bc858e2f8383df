const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const q = Number(data[0]);
const out = [];
for (let i = 0; i < q; i++) {
  // BigInt: a Number holds integers exactly only up to 2^53, and its bitwise operators work on 32 bits
  let x = BigInt(data[1 + 2 * i]) ^ BigInt(data[2 + 2 * i]);
  let count = 0;
  while (x > 0n) {
    x &= x - 1n; // clears the lowest 1 bit
    count++;
  }
  out.push(count);
}
console.log(out.join('\n'));
