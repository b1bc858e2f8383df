/**
 * Contest scores in one unit end to end (issue 12, item 13): real Chromium and the real server. In a live ICPC
 * contest a half-right fill-up answer gains nothing (spec 03 §4: a non-accepted status gains no score), and a right
 * answer shows 100 / 100 -- the problem's contest points -- where practice would say 10 / 10. In a live IOI contest
 * the classroom's 100 / 100 is the same 100 the standings show.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { devPost } from '../support/dev-api.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';
import { learnerApi } from '../support/learner-api.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

// Catalogue questions worth 10 practice points each: a fill-up with two blanks (4 and 5) and two single choices.
const FILL_UP = 'python-list-aliasing';
const PICK = 'stack-pop-sequence'; // right: `3, 5, 9`
const IOI_PICK = 'hash-table-collisions'; // right: the third option

let browser: Browser;
let learner: Learner;

beforeAll(async () => {
  [browser, learner] = await Promise.all([
    launchBrowser(),
    signUpLearner(baseURL, mailDir, 'Cora Contestant'),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

/** A live contest of these problems that the learner has started; its problems' ids by slug. */
async function startedContest(format: 'ICPC' | 'IOI', slugs: string[]) {
  const contest = await devPost<{ slug: string; id: number }>(baseURL, '/api/dev/contests', {
    title: `Scores ${format} ${Date.now() % 100_000}`,
    problem_slugs: slugs,
    duration_minutes: 30,
    format,
    rated: false,
  });
  expect(
    (await learnerApi(baseURL, learner, '/api/v1/contests/register', { event_id: contest.id })).status,
  ).toBe(200);
  const start = await learnerApi(baseURL, learner, '/api/v1/contests/start', {
    slug: contest.slug,
    offering_id: contest.id,
  });
  expect(start.status).toBe(200);
  const list = await learnerApi(
    baseURL,
    learner,
    `/api/v1/contests/problems?slug=${contest.slug}&offering_id=${contest.id}`,
  );
  const ids = new Map(
    (list.json.data as { problems: { problem: { id: number; slug: string } }[] }).problems.map((p) => [
      p.problem.slug,
      p.problem.id,
    ]),
  );
  return {
    ...contest,
    problemPath: (slug: string) => `/contests/${contest.slug}/${contest.id}/problems/${ids.get(slug)}`,
  };
}

async function gradedResult(page: Page) {
  const result = page.getByTestId('quiz-result');
  await result.waitFor({ timeout: 15_000 });
  return result;
}

describe('contest scores: one unit in the classroom and the standings', () => {
  it('ICPC: a half-right answer gains nothing, a right one shows the contest points', async () => {
    const contest = await startedContest('ICPC', [FILL_UP, PICK]);
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      await page.goto(contest.problemPath(FILL_UP));
      await page.getByRole('textbox', { name: 'Blank 1' }).fill('4');
      await page.getByRole('textbox', { name: 'Blank 2' }).fill('4');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const half = await gradedResult(page);
      expect(await half.getByRole('status').innerText()).toContain('Wrong Answer');
      expect(await half.getByTestId('score').count()).toBe(0);
      expect(await half.innerText()).not.toMatch(/points? gained/);

      await page.goto(contest.problemPath(PICK));
      await page.getByRole('radio', { name: /3, 5, 9/ }).check();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const right = await gradedResult(page);
      expect(await right.getByRole('status').innerText()).toContain('Correct Answer');
      expect(await right.getByTestId('score').innerText()).toMatch(/Score: 100 \/ 100/);
      expect(await right.getByTestId('score').innerText()).toContain('+100 points gained');
    } finally {
      await context.close();
    }
  });

  it('IOI: the classroom shows the same 100 the standings count', async () => {
    const contest = await startedContest('IOI', [IOI_PICK]);
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      await page.goto(contest.problemPath(IOI_PICK));
      await page.getByRole('radio').nth(2).check();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const right = await gradedResult(page);
      expect(await right.getByTestId('score').innerText()).toMatch(/Score: 100 \/ 100/);

      await page.goto(`/contests/${contest.slug}`);
      await page.getByRole('tab', { name: 'Standings' }).click();
      const row = page.getByRole('table').locator('tbody tr', { hasText: learner.name });
      await row.waitFor({ timeout: 20_000 });
      // Rank, name, score, then the one problem's cell.
      const cells = (await row.locator('td').allInnerTexts()).map((c) => c.trim());
      expect([cells[2], cells[3]]).toEqual(['100', '100']);
    } finally {
      await context.close();
    }
  });
});
