const tiles = require('fs').readFileSync(0, 'utf8').trim();

// Return every different word made of all the tiles, in alphabetical order.
function arrangements(tiles) {
  // TODO: write your solution here
  return [];
}

const words = arrangements(tiles);
console.log([String(words.length), ...words].join('\n'));
