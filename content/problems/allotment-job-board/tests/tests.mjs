const shown = (page) => page.getByRole('list', { name: 'Jobs' }).locator('li').allInnerTexts();
const left = async (page) => (await page.locator('#left').innerText()).trim();
const add = async (page, text) => {
  await page.getByLabel('New job').fill(text);
  await page.getByRole('button', { name: 'Add job' }).click();
};
const pressed = (page) =>
  Promise.all(['All', 'To do', 'Done'].map((n) => page.getByRole('button', { name: n, exact: true }).getAttribute('aria-pressed')));

export default [
  {
    name: 'the board starts with two jobs to do',
    async run({ page, open, assert }) {
      await open();
      assert.deepEqual((await shown(page)).map((t) => t.trim()), ['Turn the compost', 'Mend the gate']);
      assert.equal(await left(page), '2 jobs left');
      assert.deepEqual(await pressed(page), ['true', 'false', 'false']);
    },
  },
  {
    name: 'adding a job puts it last and counts it',
    async run({ page, open, assert }) {
      await open();
      await add(page, '  Order seed potatoes ');
      await add(page, '   ');
      assert.deepEqual((await shown(page)).map((t) => t.trim()), ['Turn the compost', 'Mend the gate', 'Order seed potatoes']);
      assert.equal(await page.getByLabel('New job').inputValue(), '');
      assert.equal(await left(page), '3 jobs left');
    },
  },
  {
    name: 'ticking a job off counts down, with the singular for one',
    async run({ page, open, assert }) {
      await open();
      await page.getByLabel('Mend the gate').check();
      assert.equal(await left(page), '1 job left');
      await page.getByLabel('Mend the gate').uncheck();
      assert.equal(await left(page), '2 jobs left');
    },
  },
  {
    name: 'the filters show to-do and done jobs, and the count stays about the whole board',
    async run({ page, open, assert }) {
      await open();
      await page.getByLabel('Turn the compost').check();
      await page.getByRole('button', { name: 'Done', exact: true }).click();
      assert.deepEqual((await shown(page)).map((t) => t.trim()), ['Turn the compost']);
      assert.deepEqual(await pressed(page), ['false', 'false', 'true']);
      assert.equal(await left(page), '1 job left');
      await page.getByRole('button', { name: 'To do', exact: true }).click();
      assert.deepEqual((await shown(page)).map((t) => t.trim()), ['Mend the gate']);
    },
  },
  {
    name: 'a ticked job keeps its tick across filters',
    async run({ page, open, assert }) {
      await open();
      await add(page, 'Clear the pond');
      await page.getByLabel('Clear the pond').check();
      await page.getByRole('button', { name: 'To do', exact: true }).click();
      await page.getByRole('button', { name: 'All', exact: true }).click();
      assert.equal(await page.getByLabel('Clear the pond').isChecked(), true);
      assert.equal(await page.getByLabel('Mend the gate').isChecked(), false);
    },
  },
];
