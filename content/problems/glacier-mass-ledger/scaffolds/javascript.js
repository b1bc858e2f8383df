const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// masses[i] is day i + 1's change. Return the net change for each [l, r] in questions (days l..r, 1-based).
// Totals reach 3e13: plain numbers hold integers exactly up to 2^53, so they are safe here.
function netChanges(masses, questions) {
  // TODO: write your solution here
  return questions.map(() => 0);
}

const [n, q] = data;
const masses = data.slice(2, 2 + n);
const questions = [];
for (let i = 0; i < q; i++) questions.push([data[2 + n + 2 * i], data[3 + n + 2 * i]]);
console.log(netChanges(masses, questions).join('\n'));
