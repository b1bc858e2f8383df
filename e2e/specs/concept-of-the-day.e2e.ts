/**
 * Concept of the day end to end: real Chromium and the real server, whose start imported content/concepts. An
 * anonymous visitor reads today's concept, answers its quiz and sees the score, and finds 30 days in the archive;
 * the server renders the concept's title and answers 404 for a future date.
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

describe('concept of the day', () => {
  it("a visitor reads today's concept, answers the quiz and browses the archive", async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    try {
      await page.goto('/concept-of-the-day');
      const title = page.getByRole('heading', { level: 1 });
      await title.waitFor({ timeout: 20_000 });
      const name = await title.innerText();
      expect(await page.title()).toBe(`${name} · Concept of the day | Katana`);
      expect((await page.locator('article').innerText()).split(/\s+/).length).toBeGreaterThan(300);

      const quiz = page.getByRole('region', { name: 'Quiz' });
      for (const group of await quiz.getByRole('group').all()) await group.getByRole('radio').first().check();
      await quiz.getByRole('button', { name: 'Check answers' }).click();
      expect(await quiz.getByRole('status').innerText()).toMatch(/^You scored [0-3] of 3$/);

      const archive = page.getByRole('region', { name: 'Last 30 days' });
      await archive.waitFor();
      expect(await archive.getByRole('link').count()).toBe(30);
      await archive.getByRole('link').nth(1).click();
      await page.waitForURL(/\/concept-of-the-day\/\d{4}-\d{2}-\d{2}$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('answers 404 for a future date', async () => {
    expect((await fetch(`${baseURL}/concept-of-the-day/2099-01-01`)).status).toBe(404);
  });
});
