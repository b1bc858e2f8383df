const state = (page) =>
  page.$$eval('button.stage', (buttons) =>
    buttons.map((b) => {
      const panel = document.getElementById(b.getAttribute('aria-controls'));
      return `${b.getAttribute('aria-expanded')}/${panel && !panel.hidden && panel.offsetHeight > 0 ? 'shown' : 'hidden'}`;
    }),
  );

export default [
  {
    name: 'every section starts closed',
    async run({ page, open, assert }) {
      await open();
      assert.deepEqual(await state(page), ['false/hidden', 'false/hidden', 'false/hidden']);
    },
  },
  {
    name: 'a click opens that section only',
    async run({ page, open, assert }) {
      await open();
      await page.locator('button.stage').nth(1).click();
      assert.deepEqual(await state(page), ['false/hidden', 'true/shown', 'false/hidden']);
    },
  },
  {
    name: 'opening another section closes the first',
    async run({ page, open, assert }) {
      await open();
      await page.locator('button.stage').nth(0).click();
      await page.locator('button.stage').nth(2).click();
      assert.deepEqual(await state(page), ['false/hidden', 'false/hidden', 'true/shown']);
    },
  },
  {
    name: 'a second click closes the open section',
    async run({ page, open, assert }) {
      await open();
      await page.locator('button.stage').nth(0).click();
      await page.locator('button.stage').nth(0).click();
      assert.deepEqual(await state(page), ['false/hidden', 'false/hidden', 'false/hidden']);
    },
  },
  {
    name: 'the keyboard works: Tab to a section and press Enter',
    async run({ page, open, assert }) {
      await open();
      await page.locator('button.stage').nth(0).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      assert.deepEqual(await state(page), ['false/hidden', 'true/shown', 'false/hidden']);
    },
  },
];
