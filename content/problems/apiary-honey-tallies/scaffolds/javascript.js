const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// amounts: the n starting amounts (hive 1 first). log: array of [op, a, b] with op "set" or "sum".
// Return the totals asked by the "sum" entries, in order.
function answerLogbook(amounts, log) {
  // TODO: write your solution here
  return [];
}

const n = Number(data[0]);
const q = Number(data[1]);
const amounts = data.slice(2, 2 + n).map(Number);
const log = [];
for (let k = 0; k < q; k++) {
  const p = 2 + n + 3 * k;
  log.push([data[p], Number(data[p + 1]), Number(data[p + 2])]);
}
console.log(answerLogbook(amounts, log).join('\n'));
