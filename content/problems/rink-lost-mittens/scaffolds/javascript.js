const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return [same-colour draws, different-colour draws] over all ways to take two of the mittens.
function countDraws(colours) {
  // TODO: write your solution here
  return [0, 0];
}

const n = data[0];
const [same, different] = countDraws(data.slice(1, 1 + n));
console.log(`${same} ${different}`);
