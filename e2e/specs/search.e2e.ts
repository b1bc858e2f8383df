/**
 * Search end to end: real Chromium and the real server, whose start imported content/ and indexed the catalogue.
 * A visitor presses Ctrl+K, types a problem's title with a typo, moves with the keyboard only and opens the problem
 * with Enter; /search shows the same query's results with type filters and keeps them in the URL.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('search', () => {
  it('Ctrl+K finds a problem by a misspelt title and Enter opens it', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    try {
      await page.goto('/problems');
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.waitFor();
      const input = dialog.getByRole('combobox');
      // "Caravan Water Stops", misspelt.
      await input.pressSequentially('Caravn Watr Stops', { delay: 20 });
      const options = dialog.getByRole('option');
      const top3 = await (async () => {
        await options.first().waitFor();
        await dialog.getByRole('option', { name: /See all \d+ results?/ }).waitFor();
        return (await options.allInnerTexts()).slice(0, 3);
      })();
      expect(top3.some((text) => text.startsWith('Caravan Water Stops'))).toBe(true);
      const index = top3.findIndex((text) => text.startsWith('Caravan Water Stops'));
      for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
      await expect
        .poll(() => dialog.locator('[cmdk-item][data-selected="true"]').innerText())
        .toMatch(/^Caravan Water Stops/);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/problems\/caravan-refuel-stops/, { timeout: 20_000 });
      await expect.poll(() => page.title(), { timeout: 20_000 }).toMatch(/Caravan Water Stops/);
      expect(await dialog.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('/search shows results with type filters, kept in the URL', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    try {
      await page.goto('/search?q=caravan');
      const count = page.getByText(/\d+ results? for “caravan”/);
      await count.waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: 'Caravan Water Stops' }).waitFor();
      const filters = page.getByRole('navigation', { name: 'Result types' });
      await filters.getByRole('button', { name: /^Problems \(\d+\)$/ }).click();
      await page.waitForURL(/\/search\?q=caravan&type=problem$/);
      await page.getByRole('link', { name: 'Caravan Water Stops' }).click();
      await page.waitForURL(/\/problems\/caravan-refuel-stops/);
    } finally {
      await context.close();
    }
  });
});
