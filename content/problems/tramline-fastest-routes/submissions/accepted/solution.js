const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

const MOD = 1000000007;
const [n, m] = [data[0], data[1]];
const adj = Array.from({ length: n + 1 }, () => []);
for (let i = 0; i < m; i++) {
  const [a, b, t] = [data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]];
  adj[a].push(b, t);
  adj[b].push(a, t);
}

// A binary min-heap of [time, stop] pairs.
const heap = [];
function push(item) {
  heap.push(item);
  let i = heap.length - 1;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (heap[p][0] <= heap[i][0]) break;
    [heap[p], heap[i]] = [heap[i], heap[p]];
    i = p;
  }
}
function pop() {
  const top = heap[0];
  const last = heap.pop();
  if (heap.length > 0) {
    heap[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let s = i;
      if (l < heap.length && heap[l][0] < heap[s][0]) s = l;
      if (r < heap.length && heap[r][0] < heap[s][0]) s = r;
      if (s === i) break;
      [heap[s], heap[i]] = [heap[i], heap[s]];
      i = s;
    }
  }
  return top;
}

const dist = new Array(n + 1).fill(Infinity);
const ways = new Array(n + 1).fill(0);
dist[1] = 0;
ways[1] = 1;
push([0, 1]);
while (heap.length > 0) {
  const [d, u] = pop();
  if (d > dist[u]) continue; // a stale entry: u was settled with a smaller time
  const edges = adj[u];
  for (let e = 0; e < edges.length; e += 2) {
    const v = edges[e];
    const nd = d + edges[e + 1];
    if (nd < dist[v]) {
      dist[v] = nd;
      ways[v] = ways[u];
      push([nd, v]);
    } else if (nd === dist[v]) {
      ways[v] = (ways[v] + ways[u]) % MOD;
    }
  }
}
console.log(dist[n] === Infinity ? '-1 0' : `${dist[n]} ${ways[n]}`);
