const form = document.getElementById('todo-form');
const input = document.getElementById('task');
const list = document.getElementById('todos');
const filterButtons = document.querySelectorAll('[data-filter]');
let filter = 'all';

function applyFilter() {
  for (const item of list.children) {
    const done = item.classList.contains('done');
    item.hidden = (filter === 'active' && done) || (filter === 'done' && !done);
  }
  for (const button of filterButtons) {
    button.setAttribute('aria-pressed', String(button.dataset.filter === filter));
  }
}

function addTodo(text) {
  const item = document.createElement('li');
  const label = document.createElement('label');
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.addEventListener('change', () => {
    item.classList.toggle('done', box.checked);
    applyFilter();
  });
  label.append(box, ` ${text}`);
  item.append(label);
  list.append(item);
  applyFilter();
}

for (const button of filterButtons) {
  button.addEventListener('click', () => {
    filter = button.dataset.filter;
    applyFilter();
  });
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const text = input.value.trim();
  if (text !== '') addTodo(text);
  input.value = '';
  input.focus();
});
