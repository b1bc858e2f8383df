const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// assignments: [[hours, deadline], ...]. Returns the most assignments that can be finished on time.
function maxOnTime(assignments) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const assignments = [];
for (let i = 0; i < n; i++) assignments.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(String(maxOnTime(assignments)));
