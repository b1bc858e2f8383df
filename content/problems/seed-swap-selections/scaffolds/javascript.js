const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const MOD = 1000000007n;

// questions: array of [n, k]. Return C(n, k) mod 10^9+7 for each (0 when k > n); BigInt keeps products exact.
function answerAll(questions) {
  // TODO: write your solution here
  return questions.map(() => 0n);
}

const q = data[0];
const questions = [];
for (let i = 0; i < q; i++) questions.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(answerAll(questions).join('\n'));
