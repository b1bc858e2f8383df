const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// t: durations of jobs 1..n (t[0] is job 1); rules: [[a, b], ...] meaning job a before job b.
// Returns the earliest hour all jobs are finished, or null if no schedule exists.
function earliestFinish(n, t, rules) {
  // TODO: write your solution here
  return t.reduce((sum, x) => sum + x, 0);
}

const [n, m] = data;
const t = data.slice(2, 2 + n);
const rules = [];
for (let i = 0; i < m; i++) rules.push([data[2 + n + 2 * i], data[3 + n + 2 * i]]);
const answer = earliestFinish(n, t, rules);
console.log(answer === null ? 'IMPOSSIBLE' : String(answer));
