/**
 * Flash cards end to end: real Chromium and the real server, whose start imported content/flash-cards. A new
 * learner sees every card of a deck due (new), reviews cards with the keyboard and a click, and the due count drops
 * on the review screen and on the deck list; the quiz checks an answer; an unknown deck's page answers 404.
 * Screenshots (KATANA_SCREENSHOTS) light and dark, desktop and phone.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, MOBILE, launchBrowser, openPage } from '../support/browser.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const shotDir = process.env.KATANA_SCREENSHOTS;
let browser: Browser;
let learner: Learner;

async function shot(page: Page, name: string) {
  if (shotDir) await page.screenshot({ path: join(shotDir, `flash-cards-${name}.png`), fullPage: true });
}

const dueOf = async (page: Page, scope = page.locator('main')) =>
  Number(/(\d+) due/.exec(await scope.getByTestId('due-counts').first().innerText())?.[1]);

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Meera Cards')]);
  if (shotDir) mkdirSync(shotDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('flash cards', () => {
  it('a new learner reviews due cards and the due count drops', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      await page.goto('/prep-plan/flash-cards');
      const deck = page.getByRole('article', { name: 'Arrays' });
      await deck.getByTestId('due-counts').waitFor({ timeout: 20_000 });
      const before = await dueOf(page, deck);
      expect(before).toBeGreaterThanOrEqual(4);
      await shot(page, 'decks-1280-light');

      await deck.getByRole('link', { name: 'Review Arrays' }).click();
      await page.waitForURL('**/prep-plan/flash-cards/decks/arrays');
      const front = page.getByTestId('card-front');
      await front.waitFor({ timeout: 15_000 });
      expect(await dueOf(page)).toBe(before);
      const firstFront = await front.innerText();

      // Space shows the answer; key 3 rates it Good.
      await page.keyboard.press('Space');
      await page.getByTestId('card-back').waitFor();
      expect(await page.getByRole('button', { name: /^Good/ }).innerText()).toMatch(/Good\s*\d+(m|h|d)/);
      await shot(page, 'review-1280-light');
      await page.keyboard.press('3');
      await page.waitForFunction(
        (text) => document.querySelector('[data-testid="card-front"]')?.textContent !== text,
        firstFront,
      );
      expect(await dueOf(page)).toBe(before - 1);

      // The next one with the mouse: Show answer, then Easy.
      await page.getByRole('button', { name: 'Show answer' }).click();
      await page.getByRole('button', { name: /^Easy/ }).click();
      await page.waitForFunction(
        (n) =>
          /(\d+) due/.exec(document.querySelector('[data-testid="due-counts"]')?.textContent ?? '')?.[1] ===
          String(n),
        before - 2,
      );

      await page.getByRole('link', { name: '← All decks' }).click();
      await page.waitForURL('**/prep-plan/flash-cards');
      await page.waitForFunction(
        (n) => {
          const card = Array.from(document.querySelectorAll('article')).find(
            (a) => a.querySelector('h2')?.textContent === 'Arrays',
          );
          return (
            /(\d+) due/.exec(card?.querySelector('[data-testid="due-counts"]')?.textContent ?? '')?.[1] ===
            String(n)
          );
        },
        before - 2,
        { timeout: 15_000 },
      );
    } finally {
      await context.close();
    }
  });

  it('the quiz checks an answer, on a phone in dark mode, without signing in', async () => {
    const { context, page } = await openPage(browser, baseURL, MOBILE, { colorScheme: 'dark' });
    try {
      await page.goto('/prep-plan/flash-cards/decks/sql/quiz');
      await page.getByText('Question 1 of').waitFor({ timeout: 20_000 });
      const options = page.getByRole('list', { name: 'Options' }).getByRole('button');
      expect(await options.count()).toBe(4);
      await options.first().click();
      await page
        .getByRole('status')
        .filter({ hasText: /Correct!|Not quite/ })
        .waitFor();
      await shot(page, 'quiz-390-dark');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("serves a deck page's title, and 404 for an unknown deck", async () => {
    const known = await fetch(`${baseURL}/prep-plan/flash-cards/decks/graphs`);
    expect(known.status).toBe(200);
    expect(await known.text()).toContain('<title>Graphs flash cards | Katana</title>');
    expect((await fetch(`${baseURL}/prep-plan/flash-cards/decks/no-such-deck`)).status).toBe(404);
  });
});
