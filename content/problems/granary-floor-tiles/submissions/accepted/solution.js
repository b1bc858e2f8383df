const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

function gcd(a, b) {
  while (b) [a, b] = [b, a % b]; // Euclid: gcd(a, b) = gcd(b, a mod b)
  return a;
}

const t = data[0];
const out = [];
for (let k = 0; k < t; k++) {
  const [w, h] = [data[1 + 2 * k], data[2 + 2 * k]];
  const g = gcd(w, h);
  // The count reaches 10^18, beyond exact doubles: multiply as BigInt.
  out.push(`${g} ${BigInt(w / g) * BigInt(h / g)}`);
}
console.log(out.join('\n'));
