const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return the sum of the medians shown after each loaf (the lower middle weight for an even count).
function sumOfMedians(weights) {
  // TODO: write your solution here
  return 0;
}

console.log(String(sumOfMedians(data.slice(1, 1 + data[0]))));
