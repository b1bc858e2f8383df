const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

const [n, k] = data;
const s = data.slice(2, 2 + n);
const count = new Int32Array(k + 1);
let have = 0;
let bestLen = n + 1;
let bestStart = -1;
let left = 0;
for (let right = 0; right < n; right++) {
  if (count[s[right]]++ === 0) have++;
  while (have === k) {
    if (right - left + 1 < bestLen) {
      bestLen = right - left + 1;
      bestStart = left;
    }
    if (--count[s[left]] === 0) have--;
    left++;
  }
}
console.log(bestStart < 0 ? '-1' : `${bestLen} ${bestStart + 1}`);
