const s = require('fs').readFileSync(0, 'utf8').trim();
const counts = new Array(26).fill(0);
for (const ch of s) counts[ch.charCodeAt(0) - 97]++;
const word = [];
const words = [];
function place() {
  if (word.length === s.length) {
    words.push(word.join(''));
    return;
  }
  for (let c = 0; c < 26; c++) {
    // each distinct letter once per position, in alphabetical order
    if (!counts[c]) continue;
    counts[c]--;
    word.push(String.fromCharCode(97 + c));
    place();
    word.pop(); // take the tile back
    counts[c]++;
  }
}
place();
process.stdout.write(`${words.length}\n${words.join('\n')}\n`);
