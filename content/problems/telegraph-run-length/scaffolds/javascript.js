const message = require('fs').readFileSync(0, 'utf8').trim();

// Return the message as the telegraph clerk sends it.
function shorten(message) {
  // TODO: write your solution here
  return message;
}

console.log(shorten(message));
