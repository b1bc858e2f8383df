const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// prices is sorted. Return the number of pairs i < j with prices[i] + prices[j] <= budget.
function countPairs(budget, prices) {
  // TODO: write your solution here
  return 0;
}

const [n, budget] = data;
console.log(String(countPairs(budget, data.slice(2, 2 + n))));
