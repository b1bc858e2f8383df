const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = data[0];
const order = Array.from({ length: n }, (_, i) => i);
const open = (i) => data[1 + 2 * i];
const close = (i) => data[2 + 2 * i];
order.sort((x, y) => close(x) - close(y));
let lastVisit = -1;
let visits = 0;
for (const i of order) {
  if (open(i) > lastVisit) {
    // not open at the last visit: visit as late as this stall allows
    lastVisit = close(i);
    visits++;
  }
}
console.log(String(visits));
