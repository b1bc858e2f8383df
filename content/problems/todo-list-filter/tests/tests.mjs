const visible = async (page) =>
  (await page.locator('#todos li:visible').allInnerTexts()).map((t) => t.trim());

async function setUp(page, open) {
  await open();
  for (const task of ['water the plants', 'post the letter', 'buy bread']) {
    await page.fill('#task', task);
    await page.press('#task', 'Enter');
  }
  await page.getByRole('checkbox', { name: 'post the letter' }).check();
}

const show = (page, name) => page.getByRole('group', { name: 'Show' }).getByRole('button', { name, exact: true });

export default [
  {
    name: 'the Show group has All, Active and Done, with All pressed',
    async run({ page, open, assert }) {
      await open();
      for (const name of ['All', 'Active', 'Done']) assert.equal(await show(page, name).count(), 1, `no "${name}"`);
      assert.equal(await show(page, 'All').getAttribute('aria-pressed'), 'true');
      assert.equal(await show(page, 'Active').getAttribute('aria-pressed'), 'false');
    },
  },
  {
    name: 'Active shows the tasks not done, Done the done ones, All every task',
    async run({ page, open, assert }) {
      await setUp(page, open);
      await show(page, 'Active').click();
      assert.deepEqual(await visible(page), ['water the plants', 'buy bread']);
      assert.equal(await show(page, 'Active').getAttribute('aria-pressed'), 'true');
      assert.equal(await show(page, 'All').getAttribute('aria-pressed'), 'false');
      await show(page, 'Done').click();
      assert.deepEqual(await visible(page), ['post the letter']);
      await show(page, 'All').click();
      assert.deepEqual(await visible(page), ['water the plants', 'post the letter', 'buy bread']);
    },
  },
  {
    name: 'under Active, a task checked done leaves the list at once',
    async run({ page, open, assert }) {
      await setUp(page, open);
      await show(page, 'Active').click();
      await page.getByRole('checkbox', { name: 'buy bread' }).check();
      assert.deepEqual(await visible(page), ['water the plants']);
    },
  },
  {
    name: 'under Done, a new task is added but not shown',
    async run({ page, open, assert }) {
      await setUp(page, open);
      await show(page, 'Done').click();
      await page.fill('#task', 'call Sam');
      await page.press('#task', 'Enter');
      assert.deepEqual(await visible(page), ['post the letter']);
      assert.equal(await page.locator('#todos li').count(), 4);
    },
  },
];
