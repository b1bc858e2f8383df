/**
 * Goals end to end (issue 14): real Chromium and the real server with the shipped content. A new learner opens
 * /goals/setup, picks the "First coding job" journey and a goal language, saves, lands on /home/goals and sees the
 * journey beside the daily EXP goal with the next action: the first element of the first phase. Opening it from
 * the action card records it as the last viewed element (an article counts as read), and the next action moves on.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

let browser: Browser;
let learner: Learner;

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Gopal Goal')]);
});
afterAll(async () => {
  await browser?.close();
});

describe('goals', () => {
  it('a new learner sets a goal and sees the next action', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      await page.goto('/goals');
      const journey = page.getByRole('region', { name: 'Goal journey' });
      await journey.getByRole('link', { name: 'Set a goal' }).click();
      await page.waitForURL('**/goals/setup');
      await page.getByRole('radio', { name: /First coding job/ }).check();
      await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Python' });
      await page.getByRole('button', { name: 'Save goal' }).click();
      await page.waitForURL('**/home/goals');

      await journey.getByText('First coding job').waitFor();
      await expect(page.getByRole('region', { name: 'Daily goal' }).isVisible()).resolves.toBe(true);
      const next = journey.getByRole('region', { name: 'Next action' });
      await next.getByText('Big-O in practice').waitFor();
      await expect(next.getByText(/Foundations/).isVisible()).resolves.toBe(true);

      await next.getByRole('link', { name: 'Start' }).click();
      await page.waitForURL(
        '**/guided-paths/data-structures-algorithms/content?item=article-big-o-in-practice',
      );
      await page.goto('/home/goals');
      await journey.getByRole('link', { name: 'Big-O in practice' }).waitFor();
      await next.getByText('Complexity', { exact: false }).first().waitFor();
    } finally {
      await context.close();
    }
  });
});
