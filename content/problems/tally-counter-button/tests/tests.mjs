// Hidden tests: each gets a fresh page. `open()` loads the learner's index.html.
const count = (page) => page.locator('#count').innerText();

export default [
  {
    name: 'the count starts at 0',
    async run({ page, open, assert }) {
      await open();
      assert.equal((await count(page)).trim(), '0');
    },
  },
  {
    name: 'Add one adds one per click',
    async run({ page, open, assert }) {
      await open();
      for (let i = 0; i < 3; i++) await page.click('#add');
      assert.equal((await count(page)).trim(), '3');
    },
  },
  {
    name: 'the buttons are labelled',
    async run({ page, open, assert }) {
      await open();
      assert.equal((await page.locator('button#add').innerText()).trim(), 'Add one');
      assert.equal((await page.locator('button#reset').innerText()).trim(), 'Reset');
    },
  },
  {
    name: 'Reset goes back to 0 and counting continues',
    async run({ page, open, assert }) {
      await open();
      await page.click('#add');
      await page.click('#add');
      await page.click('#reset');
      assert.equal((await count(page)).trim(), '0');
      await page.click('#add');
      assert.equal((await count(page)).trim(), '1');
    },
  },
];
