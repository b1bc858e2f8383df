const form = document.getElementById('todo-form');
const input = document.getElementById('task');
const list = document.getElementById('todos');

function addTodo(text) {
  const item = document.createElement('li');
  const label = document.createElement('label');
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.addEventListener('change', () => item.classList.toggle('done', box.checked));
  label.append(box, ` ${text}`);
  item.append(label);
  list.append(item);
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const text = input.value.trim();
  if (text !== '') addTodo(text);
  input.value = '';
  input.focus();
});
