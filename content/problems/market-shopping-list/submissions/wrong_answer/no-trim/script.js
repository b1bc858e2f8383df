const form = document.getElementById('item-form');
const input = document.getElementById('item');
const list = document.getElementById('list');

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const text = input.value;
  if (text !== '') {
    const li = document.createElement('li');
    li.textContent = text;
    list.append(li);
  }
  input.value = '';
  input.focus();
});
