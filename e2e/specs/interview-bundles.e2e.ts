/**
 * Interview bundles end to end (issue 15): real Chromium and the real server with the shipped bundles
 * (content/interview-bundles). A new learner opens "Arrays and hashing warm-up" from /interview-bundle, starts it
 * (the bundle's first problem opens with the bundle's submission source), answers the question right, and back on
 * the bundle sees the problem marked solved, the progress bar move and Resume point at the next problem; the list
 * card shows the same progress.
 * With KATANA_SCREENSHOTS=<dir> both pages are saved in light and dark, at 1280 and 390 wide.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';
import { themedShots } from '../support/screenshots.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

const BUNDLE = 'arrays-and-hashing-warm-up';
const TITLE = 'Arrays and hashing warm-up';
// The bundle's first problem: SINGLE_CHOICE, right answer c ("... walks one list holding all n keys").
const FIRST = 'hash-table-collisions';
const FIRST_NAME = 'A hash table where every key collides';
const RIGHT = /because the lookup walks one list/;
const SECOND = 'first-repeated-ticket';
/** Problems in the bundle (4 + 4 + 3): one solved is 9 %. */
const TOTAL = 11;

let browser: Browser;
let learner: Learner;

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Bea Bundler')]);
  if (process.env.KATANA_SCREENSHOTS) mkdirSync(process.env.KATANA_SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('interview bundles', () => {
  it('a learner starts a bundle, solves its first problem and sees the progress move', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      await page.goto('/interview-bundle');
      await page.getByRole('heading', { level: 1, name: 'Interview guide' }).waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: TITLE }).click();
      await page.waitForURL(`**/interview-bundle/${BUNDLE}`);
      const progress = page.getByRole('progressbar', { name: 'Your progress in this bundle' });
      await progress.waitFor({ timeout: 20_000 });
      expect(await progress.getAttribute('aria-valuenow')).toBe('0');
      expect(await page.title()).toContain(TITLE);
      await page.getByText(`0/${TOTAL} solved`).first().waitFor();

      await page.getByRole('link', { name: 'Start', exact: true }).click();
      await page.waitForURL(`**/problems/${FIRST}?interview_bundle=${BUNDLE}`);
      await page.getByRole('radio', { name: RIGHT }).check({ timeout: 20_000 });
      const submitted = page.waitForRequest(
        (req) => req.method() === 'POST' && req.url().endsWith('/api/v1/submissions/mcq'),
      );
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      // The answer is sent with the bundle's submission source.
      expect((await submitted).postDataJSON()).toMatchObject({ source: 'interview_bundle' });
      const result = page.getByTestId('quiz-result');
      await result.waitFor({ timeout: 15_000 });
      expect(await result.getByRole('status').innerText()).toContain('Correct Answer');

      await page.goBack();
      await page.waitForURL(`**/interview-bundle/${BUNDLE}`);
      await page.getByText(`1/${TOTAL} solved`).first().waitFor({ timeout: 20_000 });
      expect(await progress.getAttribute('aria-valuenow')).toBe(String(Math.floor(100 / TOTAL)));
      const row = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: FIRST_NAME }) })
        .last();
      expect(await row.innerText()).toContain('Solved');
      expect(await page.getByRole('link', { name: 'Resume', exact: true }).getAttribute('href')).toBe(
        `/problems/${SECOND}?interview_bundle=${BUNDLE}`,
      );
      await themedShots(page, 'interview-bundle-detail');

      await page.getByRole('link', { name: '← All interview bundles' }).click();
      const card = page.getByRole('progressbar', { name: `Progress in ${TITLE}` });
      // The list refetches on arrival: wait for the fresh count rather than the cached one.
      await page.getByText(`1/${TOTAL} solved`).waitFor({ timeout: 20_000 });
      expect(await card.getAttribute('aria-valuenow')).toBe(String(Math.floor(100 / TOTAL)));
      await themedShots(page, 'interview-bundle-list');
    } finally {
      await context.close();
    }
  });

  it('answers an unknown bundle with the 404 page', async () => {
    const res = await fetch(`${baseURL}/interview-bundle/no-such-bundle`);
    expect(res.status).toBe(404);
  });
});
