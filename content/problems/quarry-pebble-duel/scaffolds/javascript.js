const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// A move removes 1..k pebbles from one heap; whoever cannot move loses. True when the player to move wins.
function firstPlayerWins(k, heaps) {
  // TODO: write your solution here
  return false;
}

const t = data[0];
let pos = 1;
const out = [];
for (let g = 0; g < t; g++) {
  const [m, k] = [data[pos], data[pos + 1]];
  const heaps = data.slice(pos + 2, pos + 2 + m);
  pos += 2 + m;
  out.push(firstPlayerWins(k, heaps) ? 'Ines' : 'Tomas');
}
console.log(out.join('\n'));
