const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// keys: every number appears twice except one. Return the number that appears once.
function oddKey(keys) {
  // TODO: write your solution here
  return 0;
}

console.log(oddKey(data.slice(1, 1 + data[0])));
