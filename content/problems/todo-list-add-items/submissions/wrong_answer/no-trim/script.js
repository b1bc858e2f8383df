const form = document.getElementById('todo-form');
const input = document.getElementById('task');
const list = document.getElementById('todos');

function addTodo(text) {
  const item = document.createElement('li');
  item.textContent = text;
  list.append(item);
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (input.value !== '') addTodo(input.value);
  input.value = '';
  input.focus();
});
