const formula = require('fs').readFileSync(0, 'utf8').trim();

// Return 'OK', or the 1-based position to report.
function checkFormula(formula) {
  // TODO: write your solution here
  return 'OK';
}

console.log(String(checkFormula(formula)));
