const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// Return [number of shelves, fullest shelf's size, chosen word].
function shelve(words) {
  // TODO: write your solution here
  return [0, 0, ''];
}

const n = Number(data[0]);
console.log(shelve(data.slice(1, n + 1)).join('\n'));
