/**
 * Monthly challenges and the job board end to end (issue 17): real Chromium and the real server. A challenge of two
 * shipped problems starts today (added through the dev route, as `katana challenge add` would). A new learner opens
 * it from /challenges/register, joins, opens the day's problem (the classroom's CHALLENGE context: no Solution or
 * Discuss tab), answers it right, and back on the challenge sees the day solved, level 5 of 11, the Challenge badge,
 * themselves on the board, and the badge share card. The empty job board explains how an operator adds posts.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { devPost } from '../support/dev-api.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

const SLUG = 'e2e-hashing-days';
const TITLE = 'Hashing days';
// Day 1: SINGLE_CHOICE, right answer c ("... walks one list holding all n keys"). Day 2 unlocks tomorrow.
const DAY_ONE = 'hash-table-collisions';
const DAY_ONE_NAME = 'A hash table where every key collides';
const RIGHT = /because the lookup walks one list/;

let browser: Browser;
let learner: Learner;

beforeAll(async () => {
  [browser, learner] = await Promise.all([
    launchBrowser(),
    signUpLearner(baseURL, mailDir, 'Cleo Challenger'),
  ]);
  await devPost(baseURL, '/api/dev/challenges', {
    slug: SLUG,
    title: TITLE,
    summary: 'Two hashing problems, one a day.',
    month_index: 7,
    starts_on: new Date().toISOString().slice(0, 10),
    problems: [DAY_ONE, 'first-repeated-ticket'],
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('challenges', () => {
  it("a learner joins, solves the day's problem and sees the board and the badge", async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      await page.goto('/challenges/register');
      await page.getByRole('heading', { level: 2, name: `Join ${TITLE}` }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Join the challenge' }).click();
      await page.waitForURL(`**/challenges/${SLUG}`);
      await page.getByText('You are in this challenge.').waitFor({ timeout: 20_000 });
      // The tab takes the challenge's title once the screen has it.
      await page.waitForFunction((title) => document.title.includes(title), TITLE, { timeout: 10_000 });
      // Day 2 is still locked: no name, no link.
      await page.getByText(/^Unlocks /).waitFor();
      expect(await page.getByRole('link', { name: 'First repeated ticket' }).count()).toBe(0);

      await page.getByRole('link', { name: DAY_ONE_NAME }).click();
      await page.waitForURL(`**/problems/${DAY_ONE}?challenge=${SLUG}`);
      await page.getByRole('radio', { name: RIGHT }).check({ timeout: 20_000 });
      // The CHALLENGE context: no solution or discuss tab.
      expect(await page.getByRole('tab', { name: /Solution/ }).count()).toBe(0);
      expect(await page.getByRole('tab', { name: /Discuss/ }).count()).toBe(0);
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const result = page.getByTestId('quiz-result');
      await result.waitFor({ timeout: 15_000 });
      expect(await result.getByRole('status').innerText()).toContain('Correct Answer');

      await page.goBack();
      await page.waitForURL(`**/challenges/${SLUG}`);
      await page.getByText('1 of 2 days solved · level 5 of 11').waitFor({ timeout: 20_000 });
      await page.getByText('Challenge badge: level 5 (month 7)').waitFor();
      const board = page.getByRole('region', { name: 'Challenge board' });
      await board.getByRole('cell', { name: /Cleo Challenger/ }).waitFor({ timeout: 20_000 });

      await page.getByRole('button', { name: 'Share my badge' }).click();
      const card = page.getByRole('img', { name: /level 5 badge in Hashing days/ });
      await card.waitFor();
      const src = await card.getAttribute('src');
      const png = await fetch(src!);
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
    } finally {
      await context.close();
    }
  });

  it('answers an unknown challenge with the 404 page', async () => {
    expect((await fetch(`${baseURL}/challenges/no-such-challenge`)).status).toBe(404);
  });
});

describe('jobs', () => {
  it('an empty board explains how an operator adds posts', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    try {
      await page.goto('/jobs');
      await page
        .getByRole('heading', { level: 2, name: 'No open positions yet' })
        .waitFor({ timeout: 20_000 });
      await page.getByText(/katana job add --title/).waitFor();
      expect((await fetch(`${baseURL}/jobs/no-such-post`)).status).toBe(404);
    } finally {
      await context.close();
    }
  });
});
