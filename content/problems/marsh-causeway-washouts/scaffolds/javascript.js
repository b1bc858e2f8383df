const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// causeways: [[a, b], ...]; washed: causeway numbers (1-based) in the order they were lost.
// Returns the group counts after each washout.
function groupsAfterWashouts(n, causeways, washed) {
  // TODO: write your solution here
  return washed.map(() => n);
}

const [n, m, q] = data;
const causeways = [];
for (let i = 0; i < m; i++) causeways.push([data[3 + 2 * i], data[4 + 2 * i]]);
const washed = data.slice(3 + 2 * m, 3 + 2 * m + q);
console.log(groupsAfterWashouts(n, causeways, washed).join('\n'));
