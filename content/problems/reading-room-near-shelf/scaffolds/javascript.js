const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

class NearShelf {
  constructor(capacity) {
    this.capacity = capacity;
    // TODO: choose your data structures
  }

  // Serves a request; returns true if the book had to be fetched from the stacks.
  request(book) {
    // TODO
    return true;
  }

  // Removes the book from the shelf if it is there.
  damage(book) {
    // TODO
  }

  // The books on the shelf, most recently requested first.
  books() {
    // TODO
    return [];
  }
}

const k = Number(data[0]);
const q = Number(data[1]);
const shelf = new NearShelf(k);
let fetches = 0;
for (let i = 0; i < q; i++) {
  const x = Number(data[3 + 2 * i]);
  if (data[2 + 2 * i] === 'R') {
    if (shelf.request(x)) fetches++;
  } else {
    shelf.damage(x);
  }
}
const books = shelf.books();
console.log(`${fetches}\n${books.length ? books.join(' ') : 'EMPTY'}`);
