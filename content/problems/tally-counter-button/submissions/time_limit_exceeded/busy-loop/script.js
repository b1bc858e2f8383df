// Waits for a click that can never be handled: the loop never gives the page back.
let count = 0;
document.getElementById('count').textContent = '0';
for (;;) count += 1;
