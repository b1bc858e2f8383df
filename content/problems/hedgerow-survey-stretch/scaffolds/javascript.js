const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// species: the species of each shrub, in order. Returns [length, first shrub (1-based)] or null.
function shortestStretch(k, species) {
  // TODO: write your solution here
  return null;
}

const [n, k] = data;
const answer = shortestStretch(k, data.slice(2, 2 + n));
console.log(answer === null ? '-1' : `${answer[0]} ${answer[1]}`);
