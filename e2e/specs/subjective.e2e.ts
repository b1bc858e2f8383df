/**
 * SUBJECTIVE problems end to end (issue #18): real Chromium and the real server with the shipped catalogue. Learner
 * A writes a Markdown answer (previewed, submitted) and waits for reviews; learners B, C and D, who have answered the
 * problem themselves, each get A's answer under "Review answers", score it by the rubric and comment. After the third
 * review A sees the score (median, the outlier not counted) and every comment. axe (WCAG 2.2 AA, light theme) checks
 * the answer editor, the review form and the reviewed answer.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeCheck, settle } from '../support/axe.ts';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

// MEDIUM SUBJECTIVE item with a 0-4 rubric, pass score 3 (content/items/hash-map-or-balanced-tree).
const SLUG = 'hash-map-or-balanced-tree';
const ANSWER_A =
  'A hash map gives **expected O(1)** lookups; a balanced tree gives O(log n) but keeps keys ordered for range queries.';
const OWN_ANSWER = 'Hash maps for plain lookups, trees when I need the keys in order or range queries.';
const REVIEWS: [string, number, string][] = [
  ['Bea Reviewer', 3, 'Costs are right and both sides have a case; mention worst cases.'],
  ['Cal Reviewer', 4, 'Complete: ordering, ranges and the expected costs are all there.'],
  ['Dee Reviewer', 0, 'I would have liked a longer answer with some code in it.'],
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function asLearner<T>(learner: Learner, run: (page: Page) => Promise<T>): Promise<T> {
  const { context, page } = await openPage(browser, baseURL, DESKTOP);
  await signInContext(context, baseURL, learner);
  try {
    await page.goto(`/problems/${SLUG}`);
    return await run(page);
  } finally {
    await context.close();
  }
}

async function submitAnswer(page: Page, text: string): Promise<void> {
  const editor = page.getByLabel('Answer (Markdown)');
  await editor.waitFor({ timeout: 20_000 });
  await editor.fill(text);
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await page.getByText(/Waiting for reviews: 0 of 3 peer reviews so far\./).waitFor({ timeout: 15_000 });
}

describe('subjective problems: answer, three peer reviews, the score', () => {
  it('A answers; B, C and D review; A sees the score and the comments', { timeout: 240_000 }, async () => {
    const a = await signUpLearner(baseURL, mailDir, 'Ada Answerer');
    await asLearner(a, async (page) => {
      await page
        .getByRole('heading', { name: /Rubric \(0–4; 3 or more solves it\)/ })
        .waitFor({ timeout: 20_000 });
      await page.getByLabel('Answer (Markdown)').waitFor({ timeout: 20_000 });
      await settle(page);
      expect(await axeCheck(page)).toEqual([]);
      await page.getByLabel('Answer (Markdown)').fill(ANSWER_A);
      await page.getByRole('tab', { name: 'Preview' }).click();
      await page.getByTestId('answer-preview').getByText('expected O(1)').waitFor();
      await page.getByRole('button', { name: 'Submit answer' }).click();
      await page.getByText('Waiting for reviews: 0 of 3 peer reviews so far.').waitFor({ timeout: 15_000 });
    });

    for (const [name, score, comment] of REVIEWS) {
      const reviewer = await signUpLearner(baseURL, mailDir, name);
      await asLearner(reviewer, async (page) => {
        await submitAnswer(page, OWN_ANSWER);
        await page.getByRole('button', { name: 'Review the next answer' }).click();
        const answer = page.getByTestId('review-answer');
        await answer.waitFor({ timeout: 15_000 });
        expect(await answer.innerText()).toContain('expected O(1)');
        await page
          .getByRole('group', { name: 'Score by the rubric' })
          .getByRole('radio', { name: new RegExp(`^${score} — `) })
          .check();
        if (score === 3) {
          await settle(page);
          expect(await axeCheck(page)).toEqual([]);
        }
        await page.getByLabel(/Comment for the author/).fill(comment);
        await page.getByRole('button', { name: 'Submit review' }).click();
        await page.getByText('Thank you: your review was saved.').waitFor({ timeout: 15_000 });
      });
    }

    await asLearner(a, async (page) => {
      const status = page.getByTestId('subjective-status');
      await status.getByText('Reviewed: 4 / 4 — solved').waitFor({ timeout: 20_000 });
      for (const [, , comment] of REVIEWS) await status.getByText(comment).waitFor();
      expect(await status.getByText('(not counted)').count()).toBe(1);
      await settle(page);
      expect(await axeCheck(page)).toEqual([]);
    });
  });
});
