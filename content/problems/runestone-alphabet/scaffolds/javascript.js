const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// words: the glossary in order. Returns the alphabet, 'AMBIGUOUS' or 'INCONSISTENT'.
function readAlphabet(k, words) {
  // TODO: write your solution here
  return 'AMBIGUOUS';
}

const k = Number(data[0]);
const n = Number(data[1]);
console.log(readAlphabet(k, data.slice(2, 2 + n)));
