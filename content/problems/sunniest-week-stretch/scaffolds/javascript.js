const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return [largest total of k consecutive days, first day (1-based) of the earliest such stretch].
function sunniestStretch(k, sunshine) {
  // TODO: write your solution here
  return [0, 1];
}

const [n, k] = data;
const [total, start] = sunniestStretch(k, data.slice(2, 2 + n));
console.log(`${total} ${start}`);
