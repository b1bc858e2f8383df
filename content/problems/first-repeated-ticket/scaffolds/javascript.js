const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Return [ticket, 1-based index] of the earliest second scan, or null if no ticket repeats.
function firstRepeat(tickets) {
  // TODO: write your solution here
  return null;
}

const n = data[0];
const answer = firstRepeat(data.slice(1, n + 1));
console.log(answer === null ? '-1' : answer.join(' '));
