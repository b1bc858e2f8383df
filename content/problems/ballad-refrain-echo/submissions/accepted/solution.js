const s = require('fs').readFileSync(0, 'utf8').trim();
const n = s.length;
const pi = new Int32Array(n);
for (let i = 1; i < n; i++) {
  let k = pi[i - 1];
  while (k > 0 && s[i] !== s[k]) k = pi[k - 1];
  if (s[i] === s[k]) k++;
  pi[i] = k;
}
let inside = 0;
for (let i = 0; i + 1 < n; i++) inside = Math.max(inside, pi[i]);
let len = pi[n - 1];
while (len > inside) len = pi[len - 1]; // next shorter border
console.log(String(len));
