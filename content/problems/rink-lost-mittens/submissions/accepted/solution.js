const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

const n = data[0];
const counts = new Map();
for (let i = 1; i <= n; i++) counts.set(data[i], (counts.get(data[i]) || 0) + 1);
// A colour with c mittens gives c choose 2 same-colour draws; every other draw mixes two colours.
// The totals stay below 2^53, so plain numbers are exact.
let same = 0;
for (const c of counts.values()) same += (c * (c - 1)) / 2;
console.log(`${same} ${(n * (n - 1)) / 2 - same}`);
