const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Products stay below 8 * 10^12 and the anticlockwise shoelace partial sums below 2^53: plain numbers are exact.
const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

const n = data[0];
const pts = [];
for (let i = 0; i < n; i++) pts.push([data[1 + 2 * i], data[2 + 2 * i]]);
pts.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
const lower = [];
for (const p of pts) {
  while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
  lower.push(p);
}
const upper = [];
for (let i = n - 1; i >= 0; i--) {
  const p = pts[i];
  while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
  upper.push(p);
}
const hull = lower.slice(0, -1).concat(upper.slice(0, -1));
let twice = 0;
for (let i = 0; i < hull.length; i++) {
  const a = hull[i];
  const b = hull[(i + 1) % hull.length];
  twice += a[0] * b[1] - b[0] * a[1];
}
console.log(`${hull.length}\n${Math.floor(twice / 2)}.${twice % 2 === 1 ? 5 : 0}`);
