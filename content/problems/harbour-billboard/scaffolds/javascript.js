const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return the largest area (r - l + 1) * min(heights[l..r]) over all contiguous groups of warehouses.
// Areas stay below 2^53, so a plain Number is exact.
function largestBillboard(heights) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
console.log(String(largestBillboard(data.slice(1, n + 1))));
