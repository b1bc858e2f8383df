const buttons = [...document.querySelectorAll('button.stage')];
const panelOf = (button) => document.getElementById(button.getAttribute('aria-controls'));
for (const button of buttons) {
  panelOf(button).hidden = true;
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    panelOf(button).hidden = !open;
  });
}
