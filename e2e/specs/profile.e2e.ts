/**
 * The profile end to end (issue 16's quality bar): real Chromium and the real server. A learner sets a screen name,
 * uploads a picture and chooses a college on /profile/edit; a signed-out visitor opens /profile/{screen_name} and
 * sees them (the server-rendered head names the learner and points og:image at the share card); the learner's
 * campus leaderboard shows that college with them on it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';
import { learnerApi } from '../support/learner-api.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

// Catalogue questions and their right answers (50 EXP with the welcome bonus's 50: Level 2, the boards open).
const ANSWERS: [slug: string, answer: string][] = [
  ['binary-search-probes', 'b'],
  ['left-join-row-count', 'c'],
  ['hash-table-collisions', 'c'],
];

let browser: Browser;
let learner: Learner;
const screenName = `priya_${Date.now().toString(36)}`;

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Priya Patel')]);
});
afterAll(async () => {
  await browser?.close();
});

/** The daily-goal booster and the Level 2 screen open on the first page after the EXP: close them as a learner would. */
async function dismissLevelTwoDialogs(page: Page) {
  await page.goto('/problems');
  const booster = page.getByRole('dialog', { name: "Today's target completed" });
  await booster.waitFor({ timeout: 20_000 });
  await booster.getByRole('button', { name: 'Great, I will come tomorrow' }).click();
  const unlocked = page.getByRole('dialog', { name: 'Level 2 Leaderboard unlocked' });
  await unlocked.waitFor({ timeout: 10_000 });
  const see = unlocked.getByRole('button', { name: 'See yourself on the leaderboard' });
  await see.waitFor({ timeout: 15_000 });
  await see.click();
  await unlocked.waitFor({ state: 'detached', timeout: 10_000 });
  await page.waitForURL((url) => url.pathname === '/home', { timeout: 10_000 });
  await page.keyboard.press('Escape');
}

describe('profile', () => {
  it('a learner sets a screen name, picture and college; a visitor sees them; the campus board shows the college', async () => {
    for (const [slug, answer] of ANSWERS) {
      const problem = await learnerApi(baseURL, learner, `/api/v1/problems/${slug}`);
      const graded = await learnerApi(baseURL, learner, '/api/v1/submissions/mcq', {
        problem_id: (problem.json.data as { id: number }).id,
        answer_ids: [answer],
      });
      expect((graded.json.data as { submission: { status_message: string } }).submission.status_message).toBe(
        'CORRECT_ANSWER',
      );
    }

    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      await dismissLevelTwoDialogs(page);

      // A picture to upload: a screenshot of the page is a real PNG.
      const png = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });

      await page.goto('/profile/edit');
      await page.getByRole('heading', { name: 'Edit profile' }).waitFor({ timeout: 20_000 });
      await page.getByLabel('Screen name').fill(screenName);
      await page.getByText('This screen name is available').waitFor({ timeout: 10_000 });

      await page
        .getByLabel('Upload a picture')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await page.waitForFunction(
        () =>
          document
            .querySelector('img[alt="Your picture"]')
            ?.getAttribute('src')
            ?.includes('/profile/pictures/'),
        undefined,
        { timeout: 20_000 },
      );

      await page.getByRole('combobox').fill('Jadavpur');
      await page.getByRole('option', { name: /Jadavpur University/ }).click();
      await page.getByTestId('chosen-college').getByText('Jadavpur University').waitFor();
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page.getByRole('status').getByText('Profile saved').waitFor({ timeout: 15_000 });

      // A signed-out visitor: the head is server-rendered, and the page shows the name, picture and college.
      const html = await (await fetch(`${baseURL}/profile/${screenName}`)).text();
      expect(html).toContain('<title>Priya Patel&#39;s profile | Katana</title>');
      expect(html).toMatch(new RegExp(`og:image" content="[^"]*/api/v1/profile/cards/${screenName}\\.png"`));

      const visitor = await openPage(browser, baseURL, DESKTOP);
      try {
        await visitor.page.goto(`/profile/${screenName}`);
        await visitor.page.getByRole('heading', { name: 'Priya Patel' }).waitFor({ timeout: 20_000 });
        await visitor.page.getByText(`@${screenName}`).waitFor();
        expect(await visitor.page.getByTestId('profile-education').innerText()).toContain(
          'Jadavpur University',
        );
        const picture = visitor.page.getByTestId('profile-picture');
        expect(await picture.getAttribute('src')).toMatch(
          /^\/api\/v1\/profile\/pictures\/u[0-9a-f]+-256\.webp$/,
        );
        await visitor.page.waitForFunction(
          () =>
            (document.querySelector('[data-testid="profile-picture"]') as HTMLImageElement | null)
              ?.naturalWidth === 256,
          undefined,
          { timeout: 10_000 },
        );
        expect(await visitor.page.getByRole('button', { name: 'Follow' }).count()).toBe(0);
      } finally {
        await visitor.context.close();
      }

      // The campus board: the learner's college from the profile, with the learner on it.
      await page.goto('/home/leaderboards/campus');
      await page.getByText('Jadavpur University').waitFor({ timeout: 20_000 });
      const board = page.getByRole('list', { name: 'Leaderboard' });
      await board.waitFor({ timeout: 20_000 });
      expect(await board.innerText()).toMatch(/Priya Patel\s*\(You\)/);
    } finally {
      await context.close();
    }
  }, 180_000);
});
