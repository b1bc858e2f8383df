const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return the number of spans of consecutive hours whose total change is exactly k.
// The count can exceed 2^31 but stays below 2^53, so a plain Number is exact.
function countSpans(k, changes) {
  // TODO: write your solution here
  return 0;
}

const [n, k] = data;
console.log(String(countSpans(k, data.slice(2, 2 + n))));
