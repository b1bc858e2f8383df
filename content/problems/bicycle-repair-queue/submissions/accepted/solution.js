const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// A binary min-heap of bike indices, ordered by (repair time, arrival, number).
class BikeHeap {
  constructor(less) {
    this.items = [];
    this.less = less;
  }
  get size() {
    return this.items.length;
  }
  push(x) {
    const a = this.items;
    a.push(x);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(a[i], a[p])) break;
      [a[i], a[p]] = [a[p], a[i]];
      i = p;
    }
  }
  pop() {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && this.less(a[l], a[m])) m = l;
        if (r < a.length && this.less(a[r], a[m])) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]];
        i = m;
      }
    }
    return top;
  }
}

const n = data[0];
const t = [];
const d = [];
for (let i = 0; i < n; i++) {
  t.push(data[1 + 2 * i]);
  d.push(data[2 + 2 * i]);
}
const byArrival = Array.from({ length: n }, (_, i) => i).sort((a, b) => t[a] - t[b] || a - b);
const waiting = new BikeHeap((a, b) => (d[a] - d[b] || t[a] - t[b] || a - b) < 0);
// Times stay below 2^53 (at most about 2 * 10^13), so plain numbers are exact.
let now = 0;
let next = 0;
const order = [];
while (order.length < n) {
  if (waiting.size === 0 && t[byArrival[next]] > now) now = t[byArrival[next]];
  while (next < n && t[byArrival[next]] <= now) waiting.push(byArrival[next++]);
  const i = waiting.pop();
  order.push(i + 1);
  now += d[i];
}
console.log(order.join(' '));
