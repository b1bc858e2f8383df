/**
 * Test series end to end (issue 7, test series): real Chromium and the real server (judge sandbox). A series with a
 * short timed test (a multiple-choice item and a code problem) is made through the dev route, since the content
 * seed does not run under NODE_ENV=test. A signed-in learner starts the test from the series page, answers the
 * choice item and the code problem (the package's accepted C++ solution), sees the attempted / unattempted counts
 * move, finds the solution locked while the test runs, finishes through the 'Submit' warning and sees the result
 * (with the solution open again). A second case checks the contest standings on a 390 px phone: rank and name stay
 * in view while the problem cells scroll sideways.
 * With KATANA_SCREENSHOTS=<dir> the screens are saved in light and dark, at 1280 and 390 wide.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { editorBox, replaceEditorText } from '../support/code-editor.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';
import { devPost as postDev } from '../support/dev-api.ts';
import { themedShots } from '../support/screenshots.ts';
import { acceptedCpp } from '../support/packages.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

const CHOICE = 'stack-pop-sequence';
const CODE = 'telegraph-run-length';
const ACCEPTED_CPP = acceptedCpp(CODE);
const JUDGE_WAIT_MS = 45_000;
const RUN = Date.now() % 100_000;
const SERIES = { slug: `e2e-mock-${RUN}`, name: `E2E mock series ${RUN}` };
const TEST_NAME = 'Quick timed test';

const shotDir = process.env.KATANA_SCREENSHOTS;
let browser: Browser;
let learner: Learner;

const shots = (page: Page, name: string) => themedShots(page, `test-series-${name}`);
const devPost = <T>(path: string, body: unknown) => postDev<T>(baseURL, path, body);

async function learnerPage(who: Learner) {
  const { context, page } = await openPage(browser, baseURL, DESKTOP);
  await signInContext(context, baseURL, who);
  return { page, close: () => context.close() };
}

const stats = (page: Page) => page.getByTestId('attempt-stats').innerText();

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Tara Tester')]);
  if (shotDir) mkdirSync(shotDir, { recursive: true });
  await devPost('/api/dev/test_series', {
    ...SERIES,
    description: 'A short timed test made for the end-to-end run.',
    tests: [
      {
        key: 'quick',
        name: TEST_NAME,
        offering_type: 'Test',
        duration_minutes: 10,
        instructions: 'Two questions, 10 minutes.',
        problems: [CHOICE, CODE],
      },
    ],
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('test series: a timed test from Start to the result', () => {
  it('starts, answers a choice item and a code problem with the counts moving, solution locked, then Submit', async () => {
    const { page, close } = await learnerPage(learner);
    await page.goto('/test-series');
    await page.getByRole('link', { name: SERIES.name }).click();
    await page.waitForURL(`${baseURL}/test-series/${SERIES.slug}`);
    await page.getByRole('heading', { name: TEST_NAME }).waitFor();
    await page.getByRole('button', { name: 'Start test' }).click();
    await page.waitForURL(new RegExp(`/test-series/${SERIES.slug}/\\d+`));

    await page.getByRole('heading', { level: 1, name: '1. Values popped from a stack' }).waitFor();
    expect(await page.getByRole('timer', { name: 'Time left' }).innerText()).toMatch(/^00:(09|10):\d\d$/);
    expect(await stats(page)).toContain('Attempted 0 · Unattempted 2');
    // Live: the solution tab is not offered and the catalogue's solution route refuses this learner.
    const tabs = await page
      .getByRole('tablist', { name: 'Problem sections' })
      .getByRole('tab')
      .allInnerTexts();
    expect(tabs.map((t) => t.toLowerCase())).not.toContain('solution');
    expect(tabs.map((t) => t.toLowerCase())).not.toContain('top performers');
    const locked = await page.request.get(`/api/v1/problems/${CHOICE}/solution`);
    expect(locked.status()).toBe(403);

    await page.getByRole('radio', { name: '3, 5, 9' }).check();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Correct' }).first().waitFor({ timeout: 15_000 });
    await expect.poll(() => stats(page), { timeout: 15_000 }).toContain('Attempted 1 · Unattempted 1');

    await page
      .getByRole('navigation', { name: 'Test problems' })
      .getByRole('link', { name: /^2\. / })
      .click();
    await page.getByRole('heading', { level: 1, name: /^2\. / }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('cpp');
    await editorBox(page, 'Code editor', 'cpp').waitFor({ timeout: 20_000 });
    await replaceEditorText(page, 'Code editor', ACCEPTED_CPP, 'cpp');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const judged = page.getByTestId('submission-result');
    await judged.waitFor({ timeout: JUDGE_WAIT_MS });
    expect(await judged.getByRole('status').innerText()).toContain('Correct Answer');
    await expect.poll(() => stats(page), { timeout: 15_000 }).toContain('Attempted 2 · Unattempted 0');
    await shots(page, 'test');

    await page.getByRole('button', { name: 'Finish' }).click();
    const warning = page.getByRole('dialog', { name: 'End test?' });
    await warning.getByRole('button', { name: 'Submit' }).click();
    const result = page.getByLabel('Result');
    await page.getByRole('heading', { name: 'Your result' }).waitFor({ timeout: 15_000 });
    const numbers = await result.innerText();
    expect(numbers).toContain('Solved\n2 of 2');
    expect(numbers).toContain('100%');
    await shots(page, 'result');
    // Over: the solution opens again.
    expect((await page.request.get(`/api/v1/problems/${CHOICE}/solution`)).status()).toBe(200);
    await close();
  }, 180_000);

  it('contest standings on a 390 px phone keep rank and name in view while the problem cells scroll', async () => {
    const contest = await devPost<{ slug: string }>('/api/dev/contests', {
      title: `Standings Phone E2E ${RUN}`,
      // Six problem columns: wider than a phone, so the board has to scroll.
      problem_slugs: [
        CODE,
        'bracket-ledger-check',
        'anagram-shelves',
        'banner-repeat-unit',
        'circular-greenhouse',
        'courtyard-square-tiles',
      ],
      duration_minutes: 30,
      format: 'ICPC',
      rated: false,
    });
    const { page, close } = await learnerPage(learner);
    await page.goto(`/contests/${contest.slug}`);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Start contest' }).click();
    await page.waitForURL(/\/problems\/\d+$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/contests/${contest.slug}`);
    await page.getByRole('tab', { name: 'Standings' }).click();
    const row = page.getByRole('table').locator('tbody tr', { hasText: learner.name });
    await row.waitFor({ timeout: 20_000 });
    // Scroll the board to its right end (it does scroll: it is wider than the phone); the rank and name cells stay
    // on screen.
    const scrollToEnd = () =>
      page.getByRole('table').evaluate((table) => {
        const box = table.parentElement!;
        box.scrollLeft = box.scrollWidth;
        return box.scrollLeft;
      });
    expect(await scrollToEnd()).toBeGreaterThan(0);
    const name = row.locator('td').nth(1);
    const box = (await name.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await name.innerText()).toContain(learner.name);
    if (shotDir) {
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate((t) => localStorage.setItem('katana-theme', t), theme);
        await page.reload();
        await page.getByRole('tab', { name: 'Standings' }).click();
        await row.waitFor({ timeout: 20_000 });
        await scrollToEnd();
        await page.screenshot({ path: join(shotDir, `test-series-standings-${theme}-390.png`) });
      }
    }
    await close();
  }, 120_000);
});
