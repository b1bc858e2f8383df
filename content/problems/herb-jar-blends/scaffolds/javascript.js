const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return every blend weighing exactly target, each as an array of jar numbers (1-based, increasing), in
// lexicographic order.
function blends(target, weights) {
  // TODO: write your solution here
  return [];
}

const [n, target] = data;
const found = blends(target, data.slice(2, 2 + n));
console.log([String(found.length), ...found.map((b) => b.join(' '))].join('\n'));
