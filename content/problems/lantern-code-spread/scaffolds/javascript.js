const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// codes: integers below 2^30. Return the sum over all pairs of the number of differing bits.
function spread(codes) {
  // TODO: write your solution here
  return 0;
}

console.log(String(spread(data.slice(1, 1 + data[0]))));
