async function add(page, ...tasks) {
  for (const task of tasks) {
    await page.fill('#task', task);
    await page.press('#task', 'Enter');
  }
}

export default [
  {
    name: 'each task has an unchecked checkbox labelled with its text',
    async run({ page, open, assert }) {
      await open();
      await add(page, 'water the plants', 'post the letter');
      const box = page.locator('#todos').getByRole('checkbox', { name: 'post the letter' });
      assert.equal(await box.count(), 1, 'no checkbox labelled "post the letter" in the list');
      assert.equal(await box.isChecked(), false);
      assert.equal(await page.locator('#todos li').count(), 2);
    },
  },
  {
    name: 'checking a task marks its <li> with the class "done", unchecking clears it',
    async run({ page, open, assert }) {
      await open();
      await add(page, 'water the plants', 'post the letter');
      const items = page.locator('#todos li');
      await page.getByRole('checkbox', { name: 'post the letter' }).check();
      assert.deepEqual(await items.evaluateAll((lis) => lis.map((li) => li.classList.contains('done'))), [
        false,
        true,
      ]);
      await page.getByRole('checkbox', { name: 'post the letter' }).uncheck();
      assert.equal(await items.nth(1).evaluate((li) => li.classList.contains('done')), false);
    },
  },
  {
    name: 'a done task is struck through',
    async run({ page, open, assert }) {
      await open();
      await add(page, 'buy bread');
      await page.getByRole('checkbox', { name: 'buy bread' }).check();
      const line = await page
        .locator('#todos li')
        .first()
        .evaluate((li) => getComputedStyle(li).textDecorationLine);
      assert.match(line, /line-through/, 'a done task should have text-decoration: line-through');
    },
  },
  {
    name: 'a task checked before another is added stays done',
    async run({ page, open, assert }) {
      await open();
      await add(page, 'feed the cat');
      await page.getByRole('checkbox', { name: 'feed the cat' }).check();
      await add(page, 'call home');
      const items = page.locator('#todos li');
      assert.deepEqual(await items.evaluateAll((lis) => lis.map((li) => li.classList.contains('done'))), [
        true,
        false,
      ]);
      assert.equal(await page.getByRole('checkbox', { name: 'feed the cat' }).isChecked(), true);
    },
  },
];
