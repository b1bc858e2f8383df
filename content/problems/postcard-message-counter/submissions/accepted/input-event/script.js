const LIMIT = 60;
const message = document.getElementById('message');
const remaining = document.getElementById('remaining');
const send = document.getElementById('send');

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

function update() {
  const length = message.value.length;
  const left = LIMIT - length;
  remaining.textContent = left >= 0 ? `${plural(left, 'character')} left` : `${plural(-left, 'character')} too many`;
  send.disabled = length === 0 || left < 0;
  message.setAttribute('aria-invalid', String(left < 0));
}

message.addEventListener('input', update);
update();
