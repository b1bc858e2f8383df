const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// routes: [a, b, c] possible cables. Return the smallest total cost connecting all n hamlets, or null when the
// routes cannot connect them all.
function cheapestNetwork(n, routes) {
  // TODO: write your solution here
  return null;
}

const [n, m] = [data[0], data[1]];
const routes = [];
for (let j = 0; j < m; j++) routes.push([data[2 + 3 * j], data[3 + 3 * j], data[4 + 3 * j]]);
const cost = cheapestNetwork(n, routes);
console.log(cost === null ? 'IMPOSSIBLE' : String(cost));
