const results = (page) => page.getByRole('list', { name: 'Results' }).locator('li').allInnerTexts();
const summary = async (page) => (await page.locator('#summary').innerText()).trim();

export default [
  {
    name: 'every book is listed at the start',
    async run({ page, open, assert }) {
      await open();
      const shown = await results(page);
      assert.equal(shown.length, 6);
      assert.equal(shown[0].trim(), 'Moss and Lichen by Ada Penrose');
      assert.equal(await summary(page), 'Showing 6 of 6 books');
    },
  },
  {
    name: 'searching titles ignores case',
    async run({ page, open, assert }) {
      await open();
      await page.getByLabel('Search books').fill('RIVER');
      assert.deepEqual((await results(page)).map((t) => t.trim()), [
        'River Stones by Tomas Ekwall',
        'The Quiet River by Mina Oduya',
      ]);
      assert.equal(await summary(page), 'Showing 2 of 6 books');
    },
  },
  {
    name: 'searching authors too, with the query trimmed',
    async run({ page, open, assert }) {
      await open();
      await page.getByLabel('Search books').fill('  penrose ');
      assert.deepEqual((await results(page)).map((t) => t.trim()), [
        'Moss and Lichen by Ada Penrose',
        'Hedgerow Year by Ada Penrose',
      ]);
    },
  },
  {
    name: 'no match shows the empty message, and it goes away again',
    async run({ page, open, assert }) {
      await open();
      await page.getByLabel('Search books').fill(' volcano ');
      assert.deepEqual(await results(page), []);
      assert.equal((await page.locator('#empty').innerText()).trim(), 'No books match "volcano".');
      assert.equal(await summary(page), 'Showing 0 of 6 books');
      await page.getByLabel('Search books').fill('');
      assert.equal(await page.locator('#empty').count(), 0);
    },
  },
];
