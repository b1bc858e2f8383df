const lines = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const codes = lines.slice(1, 1 + Number(lines[0]));
const root = { next: new Map(), end: false };
for (const c of codes) {
  let node = root;
  for (const ch of c) {
    if (!node.next.has(ch)) node.next.set(ch, { next: new Map(), end: false });
    node = node.next.get(ch);
  }
  node.end = true;
}
let unreachable = 0;
for (const c of codes) {
  // walk again now that every code is in the trie
  let node = root;
  for (let i = 0; i + 1 < c.length; i++) {
    node = node.next.get(c[i]);
    if (node.end) {
      unreachable++;
      break;
    }
  }
}
console.log(String(unreachable));
