const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// paths[i] = [a, b], farms numbered 1..n. Return the fewest footpaths from farm 1 to farm n, or -1.
function fewestStiles(n, paths) {
  // TODO: write your solution here
  return -1;
}

const [n, m] = data;
const paths = Array.from({ length: m }, (_, i) => [data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(fewestStiles(n, paths)));
