const items = async (page) => (await page.locator('#todos li').allInnerTexts()).map((t) => t.trim());

export default [
  {
    name: 'Add puts the trimmed task at the end of the list',
    async run({ page, open, assert }) {
      await open();
      await page.fill('#task', '  water the plants ');
      await page.getByRole('button', { name: 'Add' }).click();
      await page.fill('#task', 'post the letter');
      await page.getByRole('button', { name: 'Add' }).click();
      assert.deepEqual(await items(page), ['water the plants', 'post the letter']);
    },
  },
  {
    name: 'Enter adds too, clears the input and keeps the focus there',
    async run({ page, open, assert }) {
      await open();
      await page.fill('#task', 'buy bread');
      await page.press('#task', 'Enter');
      assert.deepEqual(await items(page), ['buy bread']);
      assert.equal(await page.inputValue('#task'), '');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'task');
    },
  },
  {
    name: 'blank text adds nothing',
    async run({ page, open, assert }) {
      await open();
      await page.fill('#task', '   ');
      await page.press('#task', 'Enter');
      assert.deepEqual(await items(page), []);
    },
  },
  {
    name: 'a task is shown as text, not markup',
    async run({ page, open, assert }) {
      await open();
      await page.fill('#task', '<i>call Sam</i>');
      await page.press('#task', 'Enter');
      assert.deepEqual(await items(page), ['<i>call Sam</i>']);
      assert.equal(await page.locator('#todos i').count(), 0);
    },
  },
];
