const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// rules: [[a, b], ...] meaning a before b. Returns the smallest plan as an array, or null if impossible.
function smallestPlan(n, rules) {
  // TODO: write your solution here
  return Array.from({ length: n }, (_, i) => i + 1);
}

const [n, m] = data;
const rules = [];
for (let i = 0; i < m; i++) rules.push([data[2 + 2 * i], data[3 + 2 * i]]);
const plan = smallestPlan(n, rules);
console.log(plan === null ? 'IMPOSSIBLE' : plan.join(' '));
