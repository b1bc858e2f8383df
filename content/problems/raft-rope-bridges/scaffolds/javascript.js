const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// log is a list of [op, a, b] with op "tie" or "ask". Return the answers ("YES" / "NO") of the ask lines, in order.
function answerLog(n, log) {
  // TODO: write your solution here
  return [];
}

const n = Number(data[0]);
const q = Number(data[1]);
const log = [];
for (let i = 0; i < q; i++) log.push([data[2 + 3 * i], Number(data[3 + 3 * i]), Number(data[4 + 3 * i])]);
const answers = answerLog(n, log);
if (answers.length > 0) console.log(answers.join('\n'));
