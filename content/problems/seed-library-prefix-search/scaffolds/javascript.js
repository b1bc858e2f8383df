const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// Return, for each typed text, how many codes start with it.
function prefixCounts(codes, texts) {
  // TODO: write your solution here
  return texts.map(() => 0);
}

const n = Number(data[0]);
const q = Number(data[1]);
console.log(prefixCounts(data.slice(2, 2 + n), data.slice(2 + n, 2 + n + q)).join('\n'));
