export default [
  {
    name: 'the page has the heading "To-do list"',
    async run({ page, open, assert }) {
      await open();
      assert.equal(await page.getByRole('heading', { level: 1, name: 'To-do list' }).count(), 1);
    },
  },
  {
    name: 'the form #todo-form holds an input labelled "Task"',
    async run({ page, open, assert }) {
      await open();
      const input = page.locator('#todo-form').getByLabel('Task', { exact: true });
      assert.equal(await input.count(), 1, 'no input labelled "Task" inside #todo-form');
      assert.equal(await input.getAttribute('id'), 'task');
    },
  },
  {
    name: 'the form has a submit button "Add"',
    async run({ page, open, assert }) {
      await open();
      const button = page.locator('#todo-form').getByRole('button', { name: 'Add', exact: true });
      assert.equal(await button.count(), 1, 'no button "Add" inside #todo-form');
      assert.equal(await button.evaluate((b) => b.type), 'submit');
    },
  },
  {
    name: 'the list #todos is a <ul> and starts empty',
    async run({ page, open, assert }) {
      await open();
      assert.equal(await page.locator('ul#todos').count(), 1, 'no <ul id="todos">');
      assert.equal(await page.locator('#todos li').count(), 0);
    },
  },
];
