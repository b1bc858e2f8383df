const status = async (page) => ({
  text: (await page.locator('#remaining').innerText()).trim(),
  disabled: await page.locator('#send').isDisabled(),
  invalid: await page.locator('#message').getAttribute('aria-invalid'),
});

export default [
  {
    name: 'at load: 60 characters left and nothing to print',
    async run({ page, open, assert }) {
      await open();
      assert.deepEqual(await status(page), { text: '60 characters left', disabled: true, invalid: 'false' });
    },
  },
  {
    name: 'typing counts down and enables printing',
    async run({ page, open, assert }) {
      await open();
      await page.locator('#message').pressSequentially('Greetings');
      assert.deepEqual(await status(page), { text: '51 characters left', disabled: false, invalid: 'false' });
    },
  },
  {
    name: 'one character left, then exactly full',
    async run({ page, open, assert }) {
      await open();
      await page.fill('#message', 'x'.repeat(59));
      assert.equal((await status(page)).text, '1 character left');
      await page.locator('#message').press('End');
      await page.locator('#message').press('y');
      assert.deepEqual(await status(page), { text: '0 characters left', disabled: false, invalid: 'false' });
    },
  },
  {
    name: 'too long: too many, invalid and disabled, with the singular for one',
    async run({ page, open, assert }) {
      await open();
      await page.fill('#message', 'z'.repeat(61));
      assert.deepEqual(await status(page), { text: '1 character too many', disabled: true, invalid: 'true' });
      await page.fill('#message', 'z'.repeat(65));
      assert.equal((await status(page)).text, '5 characters too many');
    },
  },
  {
    name: 'clearing the message disables printing again',
    async run({ page, open, assert }) {
      await open();
      await page.fill('#message', 'Wish you were here');
      await page.fill('#message', '');
      assert.deepEqual(await status(page), { text: '60 characters left', disabled: true, invalid: 'false' });
    },
  },
];
