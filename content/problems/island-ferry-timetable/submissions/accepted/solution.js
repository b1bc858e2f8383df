const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, m] = data;
const out = Array.from({ length: n + 1 }, () => []);
for (let i = 0; i < m; i++) {
  const [a, b, f, p, d] = data.slice(2 + 5 * i, 7 + 5 * i);
  out[a].push([b, f, p, d]);
}
// A binary heap of [time, island] pairs.
const heap = [];
function push(item) {
  heap.push(item);
  let i = heap.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (heap[parent][0] <= heap[i][0]) break;
    [heap[parent], heap[i]] = [heap[i], heap[parent]];
    i = parent;
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
      let small = i;
      if (l < heap.length && heap[l][0] < heap[small][0]) small = l;
      if (r < heap.length && heap[r][0] < heap[small][0]) small = r;
      if (small === i) break;
      [heap[small], heap[i]] = [heap[i], heap[small]];
      i = small;
    }
  }
  return top;
}
const best = new Array(n + 1).fill(Infinity);
best[1] = 0;
push([0, 1]);
while (heap.length > 0) {
  const [t, v] = pop();
  if (t !== best[v]) continue; // a stale entry
  for (const [b, f, p, d] of out[v]) {
    const leave = t <= f ? f : f + Math.ceil((t - f) / p) * p;
    const arrive = leave + d;
    if (arrive < best[b]) {
      best[b] = arrive;
      push([arrive, b]);
    }
  }
}
console.log(String(best[n] === Infinity ? -1 : best[n]));
