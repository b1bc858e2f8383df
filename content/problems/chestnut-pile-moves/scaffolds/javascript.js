const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// For each pile, true when the player to move (Mira) wins. A move takes exactly s chestnuts, s in moves.
function winners(moves, piles) {
  // TODO: write your solution here
  return piles.map(() => false);
}

const [k, q] = [data[0], data[1]];
const moves = data.slice(2, 2 + k);
const piles = data.slice(2 + k, 2 + k + q);
console.log(winners(moves, piles).map((w) => (w ? 'Mira' : 'Oskar')).join('\n'));
