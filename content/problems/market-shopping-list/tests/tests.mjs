const items = (page) => page.locator('#list li').allInnerTexts();

export default [
  {
    name: 'the list starts empty and the input is labelled',
    async run({ page, open, assert }) {
      await open();
      assert.deepEqual(await items(page), []);
      assert.equal(await page.getByLabel('Item').count(), 1);
    },
  },
  {
    name: 'Add puts the trimmed text at the end of the list',
    async run({ page, open, assert }) {
      await open();
      await page.fill('#item', '  apples ');
      await page.getByRole('button', { name: 'Add' }).click();
      await page.fill('#item', 'leeks');
      await page.getByRole('button', { name: 'Add' }).click();
      assert.deepEqual(await items(page), ['apples', 'leeks']);
    },
  },
  {
    name: 'Enter adds too, clears the input and keeps the focus there',
    async run({ page, open, assert }) {
      await open();
      await page.fill('#item', 'honey');
      await page.press('#item', 'Enter');
      assert.deepEqual(await items(page), ['honey']);
      assert.equal(await page.inputValue('#item'), '');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'item');
    },
  },
  {
    name: 'blank text adds nothing',
    async run({ page, open, assert }) {
      await open();
      await page.fill('#item', '    ');
      await page.press('#item', 'Enter');
      assert.deepEqual(await items(page), []);
    },
  },
  {
    name: 'text is shown as text, not markup',
    async run({ page, open, assert }) {
      await open();
      await page.fill('#item', '<b>eggs</b>');
      await page.press('#item', 'Enter');
      assert.deepEqual(await items(page), ['<b>eggs</b>']);
      assert.equal(await page.locator('#list b').count(), 0);
    },
  },
];
