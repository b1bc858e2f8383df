async function measure(page, width, height) {
  await page.setViewportSize({ width, height });
  const box = await page.locator('#ticket').boundingBox();
  const scroll = await page.evaluate(() => [
    document.documentElement.scrollWidth > window.innerWidth,
    document.documentElement.scrollHeight > window.innerHeight,
  ]);
  return { box, scroll };
}

const near = (a, b) => Math.abs(a - b) <= 1;

export default [
  {
    name: 'the ticket is 320 px wide, border included',
    async run({ page, open, assert }) {
      await open();
      const { box } = await measure(page, 800, 600);
      assert.ok(box, 'no #ticket on the page');
      assert.ok(near(box.width, 320), `the ticket is ${box.width} px wide`);
    },
  },
  {
    name: 'centred horizontally',
    async run({ page, open, assert }) {
      await open();
      for (const [w, h] of [[800, 600], [500, 700]]) {
        const { box } = await measure(page, w, h);
        assert.ok(near(box.x + box.width / 2, w / 2), `at ${w}x${h} the centre is at x=${box.x + box.width / 2}`);
      }
    },
  },
  {
    name: 'centred vertically',
    async run({ page, open, assert }) {
      await open();
      for (const [w, h] of [[800, 600], [500, 700]]) {
        const { box } = await measure(page, w, h);
        assert.ok(near(box.y + box.height / 2, h / 2), `at ${w}x${h} the centre is at y=${box.y + box.height / 2}`);
      }
    },
  },
  {
    name: 'no scroll bars',
    async run({ page, open, assert }) {
      await open();
      const { scroll } = await measure(page, 800, 600);
      assert.deepEqual(scroll, [false, false]);
    },
  },
];
