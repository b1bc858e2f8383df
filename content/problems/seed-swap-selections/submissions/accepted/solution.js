const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const MOD = 1000000007n;
const q = data[0];
let top = 0;
for (let i = 0; i < q; i++) top = Math.max(top, data[1 + 2 * i]);
// Products of two residues reach 1e18, beyond a double's exact range: keep the tables as BigInt.
const fact = new Array(top + 1);
fact[0] = 1n;
for (let i = 1; i <= top; i++) fact[i] = (fact[i - 1] * BigInt(i)) % MOD;
function power(b, e) {
  let r = 1n;
  b %= MOD;
  while (e > 0n) {
    if (e & 1n) r = (r * b) % MOD;
    b = (b * b) % MOD;
    e >>= 1n;
  }
  return r;
}
const inv = new Array(top + 1);
inv[top] = power(fact[top], MOD - 2n);
for (let i = top; i > 0; i--) inv[i - 1] = (inv[i] * BigInt(i)) % MOD;
const out = [];
for (let i = 0; i < q; i++) {
  const n = data[1 + 2 * i];
  const k = data[2 + 2 * i];
  out.push(k > n ? '0' : String((((fact[n] * inv[k]) % MOD) * inv[n - k]) % MOD));
}
console.log(out.join('\n'));
