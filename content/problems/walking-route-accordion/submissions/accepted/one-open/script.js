const buttons = [...document.querySelectorAll('button.stage')];
const panelOf = (button) => document.getElementById(button.getAttribute('aria-controls'));

function close(button) {
  button.setAttribute('aria-expanded', 'false');
  panelOf(button).hidden = true;
}

buttons.forEach(close);
for (const button of buttons) {
  button.addEventListener('click', () => {
    const wasOpen = button.getAttribute('aria-expanded') === 'true';
    buttons.forEach(close);
    if (!wasOpen) {
      button.setAttribute('aria-expanded', 'true');
      panelOf(button).hidden = false;
    }
  });
}
