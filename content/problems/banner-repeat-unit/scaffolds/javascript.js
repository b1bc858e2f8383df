const strip = require('fs').readFileSync(0, 'utf8').trim();

// Return the length of the shortest stamp that could have printed the strip.
function shortestStamp(strip) {
  // TODO: write your solution here
  return strip.length;
}

console.log(String(shortestStamp(strip)));
