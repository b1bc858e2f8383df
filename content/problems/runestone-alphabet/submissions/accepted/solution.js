const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

function solve() {
  const k = Number(data[0]);
  const n = Number(data[1]);
  const words = data.slice(2, 2 + n);
  const edge = Array.from({ length: 26 }, () => new Array(26).fill(false));
  for (let i = 0; i + 1 < n; i++) {
    const a = words[i];
    const b = words[i + 1];
    let j = 0;
    while (j < a.length && j < b.length && a[j] === b[j]) j++;
    if (j < a.length && j < b.length) edge[a.charCodeAt(j) - 97][b.charCodeAt(j) - 97] = true;
    else if (a.length > b.length) return 'INCONSISTENT';
  }
  const indeg = new Array(26).fill(0);
  for (let u = 0; u < k; u++) for (let v = 0; v < k; v++) if (edge[u][v]) indeg[v]++;
  const ready = [];
  for (let v = 0; v < k; v++) if (indeg[v] === 0) ready.push(v);
  let order = '';
  let unique = true;
  while (ready.length) {
    if (ready.length > 1) unique = false;
    const u = ready.pop();
    order += String.fromCharCode(97 + u);
    for (let v = 0; v < k; v++) if (edge[u][v] && --indeg[v] === 0) ready.push(v);
  }
  if (order.length < k) return 'INCONSISTENT';
  return unique ? order : 'AMBIGUOUS';
}

console.log(solve());
