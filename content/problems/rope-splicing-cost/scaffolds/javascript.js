const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return the smallest total cost of splicing all pieces into one rope.
function cheapestSplicing(lengths) {
  // TODO: write your solution here
  return 0;
}

console.log(String(cheapestSplicing(data.slice(1, 1 + data[0]))));
