const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// children[u] lists [child, road length] for village u (1-based; village 1 is the root).
// Returns [minimum total distance, sorted villages that achieve it]. Totals fit in a double exactly (< 2^53).
function bestHubs(n, children) {
  // TODO: write your solution here
  return [0, [1]];
}

const n = data[0];
const adj = Array.from({ length: n + 1 }, () => []);
for (let i = 2; i <= n; i++) {
  const p = data[2 * i - 3];
  const w = data[2 * i - 2];
  adj[i].push([p, w]);
  adj[p].push([i, w]);
}
// Parents may have larger numbers than their children, so orient the roads from village 1 with a search.
const children = Array.from({ length: n + 1 }, () => []);
const seen = new Array(n + 1).fill(false);
const stack = [1];
seen[1] = true;
while (stack.length) {
  const u = stack.pop();
  for (const [v, w] of adj[u]) {
    if (!seen[v]) {
      seen[v] = true;
      children[u].push([v, w]);
      stack.push(v);
    }
  }
}
const [best, hubs] = bestHubs(n, children);
console.log(`${best}\n${[hubs.length, ...hubs].join(' ')}`);
