const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const n = a.length;
const s = b + '#' + a + a.slice(0, n - 1);
const pi = new Int32Array(s.length);
let answer = -1;
for (let i = 1; i < s.length; i++) {
  let k = pi[i - 1];
  while (k > 0 && s[i] !== s[k]) k = pi[k - 1];
  if (s[i] === s[k]) k++;
  pi[i] = k;
  if (k === n) {
    answer = i - 2 * n; // b ends at i: it starts at i - 2n inside a + a
    break;
  }
}
console.log(String(answer));
