const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

const k = Number(data[0]);
const q = Number(data[1]);
// A Map iterates in insertion order: the first key is the least recently requested book.
const shelf = new Map();
let fetches = 0;
for (let i = 0; i < q; i++) {
  const kind = data[2 + 2 * i];
  const x = Number(data[3 + 2 * i]);
  if (kind === 'R') {
    if (shelf.has(x)) {
      shelf.delete(x);
    } else {
      fetches++;
      if (shelf.size === k) shelf.delete(shelf.keys().next().value);
    }
    shelf.set(x, true);
  } else {
    shelf.delete(x);
  }
}
const books = [...shelf.keys()].reverse();
console.log(`${fetches}\n${books.length ? books.join(' ') : 'EMPTY'}`);
