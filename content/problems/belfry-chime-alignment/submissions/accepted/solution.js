const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

const MOD = 1000000007n;
const n = data[0];
const p = data.slice(1, 1 + n);
const top = Math.max(1, ...p);
const spf = new Int32Array(top + 1);
for (let i = 2; i <= top; i++) {
  if (spf[i] === 0) for (let j = i; j <= top; j += i) if (spf[j] === 0) spf[j] = i;
}
const best = new Int32Array(top + 1);
for (let x of p) {
  while (x > 1) {
    const q = spf[x];
    let e = 0;
    while (x % q === 0) {
      x /= q;
      e++;
    }
    if (e > best[q]) best[q] = e;
  }
}
// Products modulo 10^9 + 7 exceed 2^53, so the final product uses BigInt.
let answer = 1n;
for (let q = 2; q <= top; q++) {
  for (let e = 0; e < best[q]; e++) answer = (answer * BigInt(q)) % MOD;
}
console.log(answer.toString());
