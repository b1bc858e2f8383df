const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = data[0];
const x = [];
const y = [];
for (let i = 0; i < n; i++) {
  x.push(data[1 + 2 * i]);
  y.push(data[2 + 2 * i]);
}
const q = data[1 + 2 * n];
const out = [];
for (let k = 0; k < q; k++) {
  const px = data[2 + 2 * n + 2 * k];
  const py = data[3 + 2 * n + 2 * k];
  let inside = false;
  let on = false;
  for (let i = 0; i < n && !on; i++) {
    const j = (i + 1) % n;
    // products stay below 2^53 (|coordinates| <= 1e6), so plain numbers are exact
    const cross = (x[j] - x[i]) * (py - y[i]) - (y[j] - y[i]) * (px - x[i]);
    if (cross === 0 && Math.min(x[i], x[j]) <= px && px <= Math.max(x[i], x[j]) && Math.min(y[i], y[j]) <= py && py <= Math.max(y[i], y[j])) on = true;
    else if (y[i] > py !== y[j] > py && cross > 0 === y[j] > y[i]) inside = !inside;
  }
  out.push(on ? 'ON' : inside ? 'IN' : 'OUT');
}
console.log(out.join('\n'));
