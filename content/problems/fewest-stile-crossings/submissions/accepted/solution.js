const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, m] = data;
const adj = Array.from({ length: n + 1 }, () => []);
for (let i = 0; i < m; i++) {
  const a = data[2 + 2 * i];
  const b = data[3 + 2 * i];
  adj[a].push(b);
  adj[b].push(a);
}
const dist = new Int32Array(n + 1).fill(-1);
const queue = [1];
dist[1] = 0;
for (let head = 0; head < queue.length; head++) {
  const v = queue[head];
  for (const w of adj[v]) {
    if (dist[w] < 0) {
      // first time seen: along a shortest walk
      dist[w] = dist[v] + 1;
      queue.push(w);
    }
  }
}
console.log(String(dist[n]));
