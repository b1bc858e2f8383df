const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// crates: plums per crate, left to right. Return Ada's total when both take ends optimally, Ada first.
function adaPlums(crates) {
  // TODO: write your solution here
  return 0;
}

console.log(String(adaPlums(data.slice(1, 1 + data[0]))));
