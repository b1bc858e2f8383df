const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

const n = data[0];
// Event = time * 2 + (0 for an end, 1 for a start), below 2^31 * 2: exact, and one numeric sort puts ends first.
const events = new Float64Array(2 * n);
for (let i = 0; i < n; i++) {
  events[2 * i] = data[1 + 2 * i] * 2 + 1;
  events[2 * i + 1] = data[2 + 2 * i] * 2;
}
events.sort();
let count = 0;
let best = 0;
let when = 0;
for (const ev of events) {
  count += ev % 2 === 1 ? 1 : -1;
  if (count > best) {
    best = count;
    when = (ev - (ev % 2)) / 2;
  }
}
console.log(`${best} ${when}`);
