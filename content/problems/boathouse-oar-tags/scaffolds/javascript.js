const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

// For each name, its shortest prefix that starts no other name (the whole name if there is none).
function oarTags(names) {
  // TODO: write your solution here
  return names.slice();
}

const n = Number(data[0]);
console.log(oarTags(data.slice(1, 1 + n)).join('\n'));
