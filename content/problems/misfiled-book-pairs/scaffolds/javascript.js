const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return the number of pairs i < j with numbers[i] > numbers[j].
function countMisfiled(numbers) {
  // TODO: write your solution here
  return 0;
}

console.log(String(countMisfiled(data.slice(1, 1 + data[0]))));
