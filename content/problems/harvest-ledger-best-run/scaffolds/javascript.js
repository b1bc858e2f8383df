const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// a: the day results. corrections: [i, x] pairs, day i (1-based) becomes x. Return, after each correction, the
// largest total of a non-empty run of consecutive days.
function bestRuns(a, corrections) {
  // TODO: write your solution here
  return corrections.map(() => 0);
}

const [n, q] = [data[0], data[1]];
const a = data.slice(2, 2 + n);
const corrections = [];
for (let j = 0; j < q; j++) corrections.push([data[2 + n + 2 * j], data[3 + n + 2 * j]]);
console.log(bestRuns(a, corrections).join('\n'));
