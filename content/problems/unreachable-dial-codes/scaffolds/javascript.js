const tokens = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// Return how many codes have another code as a proper prefix. Codes are strings (they may start with 0).
function countUnreachable(codes) {
  // TODO: write your solution here
  return 0;
}

console.log(String(countUnreachable(tokens.slice(1, 1 + Number(tokens[0])))));
