const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Returns the fewest tokens (values in `tokens`, unlimited supply) that add up to `amount`, or -1.
function fewestTokens(amount, tokens) {
  // TODO: write your solution here
  return -1;
}

const [k, amount] = data;
console.log(String(fewestTokens(amount, data.slice(2, 2 + k))));
