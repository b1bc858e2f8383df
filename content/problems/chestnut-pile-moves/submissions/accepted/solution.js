const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

const [k, q] = [data[0], data[1]];
const moves = data.slice(2, 2 + k);
const piles = data.slice(2 + k, 2 + k + q);
let top = 0;
for (const n of piles) if (n > top) top = n;
// win[x] = 1: the player to move with x chestnuts wins. Size x wins when some move reaches a losing size.
const win = new Uint8Array(top + 1);
for (let x = 1; x <= top; x++) {
  for (const s of moves) {
    if (s <= x && !win[x - s]) {
      win[x] = 1;
      break;
    }
  }
}
console.log(piles.map((n) => (win[n] ? 'Mira' : 'Oskar')).join('\n'));
