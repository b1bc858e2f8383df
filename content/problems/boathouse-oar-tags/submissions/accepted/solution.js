const lines = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

const n = Number(lines[0]);
const names = lines.slice(1, 1 + n);
let total = 0;
for (const s of names) total += s.length;
// Trie in typed arrays: child[v * 26 + c], and pass[v] = how many names go through node v.
const child = new Int32Array((total + 1) * 26);
const pass = new Int32Array(total + 1);
let nodes = 1;
for (const s of names) {
  let v = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) - 97;
    if (child[v * 26 + c] === 0) child[v * 26 + c] = nodes++;
    v = child[v * 26 + c];
    pass[v]++;
  }
}
const out = [];
for (const s of names) {
  let v = 0;
  let len = s.length; // when every prefix is shared, the whole name
  for (let i = 0; i < s.length; i++) {
    v = child[v * 26 + s.charCodeAt(i) - 97];
    if (pass[v] === 1) {
      len = i + 1;
      break;
    }
  }
  out.push(s.slice(0, len));
}
console.log(out.join('\n'));
