/**
 * SUBJECTIVE problems end to end (issue #18): real Chromium and the real server with the shipped catalogue. Learner
 * A writes a Markdown answer (previewed, submitted) and waits for reviews; learners B, C and D, who have answered the
 * problem themselves, each get A's answer under "Review answers", score it by the rubric and comment. After the third
 * review A sees the score (median, the outlier not counted) and every comment. A moderator then opens the review
 * queue (oldest first, with peer review counts), scores B's answer by the rubric and B sees the moderator's review; a
 * learner gets the page's "not allowed" state. axe (WCAG 2.2 AA) checks the answer editor, the review form, the
 * reviewed answer, the queue and the moderator's form in light and dark, at 1280 and 375 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeCheckLooks, settle } from '../support/axe.ts';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { devPost } from '../support/dev-api.ts';
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
const reviewers: Learner[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function asLearner<T>(
  learner: Learner,
  run: (page: Page) => Promise<T>,
  path = `/problems/${SLUG}`,
): Promise<T> {
  const { context, page } = await openPage(browser, baseURL, DESKTOP);
  await signInContext(context, baseURL, learner);
  try {
    await page.goto(path);
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
      expect(await axeCheckLooks(page)).toEqual([]);
      await page.getByLabel('Answer (Markdown)').fill(ANSWER_A);
      await page.getByRole('tab', { name: 'Preview' }).click();
      await page.getByTestId('answer-preview').getByText('expected O(1)').waitFor();
      await page.getByRole('button', { name: 'Submit answer' }).click();
      await page.getByText('Waiting for reviews: 0 of 3 peer reviews so far.').waitFor({ timeout: 15_000 });
    });

    for (const [name, score, comment] of REVIEWS) {
      const reviewer = await signUpLearner(baseURL, mailDir, name);
      reviewers.push(reviewer);
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
          expect(await axeCheckLooks(page)).toEqual([]);
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
      expect(await axeCheckLooks(page)).toEqual([]);
    });
  });

  it(
    'a moderator scores the oldest waiting answer from the queue; its author sees the review',
    { timeout: 240_000 },
    async () => {
      const [bea] = reviewers;
      expect(bea, 'runs after the peer-review test').toBeDefined();
      await asLearner(
        bea!,
        async (page) => {
          await page.getByText('Only moderators can review subjective answers.').waitFor({ timeout: 20_000 });
        },
        '/subjective-answers/review',
      );

      const mod = await signUpLearner(baseURL, mailDir, 'Mo Moderator');
      await devPost(baseURL, '/api/dev/discussions/moderators', { email: mod.email });
      const comment = 'Right idea; add the worst case of each and an example of a range query.';
      await asLearner(
        mod,
        async (page) => {
          const rows = page.getByTestId('queue-row');
          await rows.first().waitFor({ timeout: 20_000 });
          // Bea's own answer is the oldest still waiting (A's has its score); nobody has reviewed it yet.
          expect(await rows.first().getByRole('cell').nth(2).innerText()).toBe('0 of 3');
          await settle(page);
          expect(await axeCheckLooks(page)).toEqual([]);
          await rows
            .first()
            .getByRole('link', { name: /^Review the answer to / })
            .click();
          await page.getByTestId('moderator-answer').getByText(OWN_ANSWER).waitFor({ timeout: 20_000 });
          await page
            .getByRole('group', { name: 'Score by the rubric' })
            .getByRole('radio', { name: /^2 — / })
            .check();
          await settle(page);
          expect(await axeCheckLooks(page)).toEqual([]);
          await page.getByLabel(/Comment for the author/).fill(comment);
          await page.getByRole('button', { name: 'Submit review' }).click();
          await page.getByText('Your review was saved').waitFor({ timeout: 15_000 });
        },
        '/subjective-answers/review',
      );

      await asLearner(bea!, async (page) => {
        const status = page.getByTestId('subjective-status');
        await status.getByText('Reviewed: 2 / 4 — below the pass score').waitFor({ timeout: 20_000 });
        await status.getByText(/^Moderator: 2 \/ 4/).waitFor();
        await status.getByText(comment).waitFor();
      });
    },
  );
});
