const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// For each question [lo, hi], how many amounts x have lo <= x <= hi.
function countInRanges(amounts, questions) {
  // TODO: write your solution here
  return questions.map(() => 0);
}

const [n, q] = data;
const amounts = data.slice(2, 2 + n);
const questions = [];
for (let j = 0; j < q; j++) questions.push([data[2 + n + 2 * j], data[3 + n + 2 * j]]);
console.log(countInRanges(amounts, questions).join('\n'));
