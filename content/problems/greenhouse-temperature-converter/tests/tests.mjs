const both = async (page) => [
  await page.getByLabel('Celsius').inputValue(),
  await page.getByLabel('Fahrenheit').inputValue(),
];

export default [
  {
    name: 'two labelled inputs, both empty',
    async run({ page, open, assert }) {
      await open();
      assert.deepEqual(await both(page), ['', '']);
    },
  },
  {
    name: 'Celsius to Fahrenheit',
    async run({ page, open, assert }) {
      await open();
      await page.getByLabel('Celsius').fill('20');
      assert.deepEqual(await both(page), ['20', '68']);
      await page.getByLabel('Celsius').fill('-40');
      assert.deepEqual(await both(page), ['-40', '-40']);
    },
  },
  {
    name: 'Fahrenheit to Celsius, rounded to one decimal',
    async run({ page, open, assert }) {
      await open();
      await page.getByLabel('Fahrenheit').fill('69');
      assert.deepEqual(await both(page), ['20.6', '69']);
    },
  },
  {
    name: 'the typed text is kept as typed',
    async run({ page, open, assert }) {
      await open();
      await page.getByLabel('Celsius').fill('21.50');
      assert.deepEqual(await both(page), ['21.50', '70.7']);
    },
  },
  {
    name: 'empty or non-numeric text empties the other input',
    async run({ page, open, assert }) {
      await open();
      await page.getByLabel('Celsius').fill('12');
      await page.getByLabel('Celsius').fill('warm');
      assert.deepEqual(await both(page), ['warm', '']);
      await page.getByLabel('Fahrenheit').fill('50');
      await page.getByLabel('Fahrenheit').fill('');
      assert.deepEqual(await both(page), ['', '']);
    },
  },
];
