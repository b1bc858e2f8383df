let count = 0;
const shown = document.getElementById('count');
const show = () => {
  shown.textContent = String(count);
};
document.getElementById('add').addEventListener('click', () => {
  count += 1;
  show();
});
document.getElementById('reset').addEventListener('click', () => {
  count = 0;
  show();
});
show();
