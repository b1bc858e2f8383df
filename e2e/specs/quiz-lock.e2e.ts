/**
 * The quiz lock end to end (issue 12, item 11): real Chromium and the real server. A learner answers a single-choice
 * question wrongly: the right answer is shown and the question locks. A reload keeps it locked on that graded
 * answer (nothing to submit), and the revealed answer sent anyway (a second tab, a script) is refused and scores
 * nothing.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';
import { learnerApi } from '../support/learner-api.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

// SINGLE_CHOICE, MEDIUM (20 points): the right answer is c, 'Liskov substitution principle'.
const SLUG = 'read-only-list-substitution';
const WRONG = 'Single responsibility principle';
const RIGHT = 'Liskov substitution principle';
const QUIZ_LOCKED_NOTE = 'The right answer has been shown, so this question is locked.';
const QUIZ_LOCKED_MESSAGE =
  'This question is locked: its answer was shown after your earlier attempt, so it cannot be scored again.';

let browser: Browser;
let learner: Learner;

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Quinn Quizzer')]);
});
afterAll(async () => {
  await browser?.close();
});

describe('quiz lock: a wrong answer reveals the right one and locks the question', () => {
  it('stays locked after a reload, and the revealed answer does not score', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      await page.goto(`/problems/${SLUG}`);
      await page.getByRole('radio', { name: WRONG }).check();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const result = page.getByTestId('quiz-result');
      await result.waitFor({ timeout: 15_000 });
      expect(await result.getByRole('status').innerText()).toContain('Wrong Answer');
      await page.getByText(QUIZ_LOCKED_NOTE).waitFor();
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);

      await page.reload();
      await page.getByText(QUIZ_LOCKED_NOTE).waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('quiz-result').getByRole('status').innerText()).toContain('Wrong Answer');
      expect(await page.getByRole('radio', { name: WRONG }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: new RegExp(`^${RIGHT}`) }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Submit', exact: true }).count()).toBe(0);

      // The revealed answer, sent anyway: refused in the envelope, and the learner's score stays 0.
      const problem = await learnerApi(baseURL, learner, `/api/v1/problems/${SLUG}`);
      const problemId = (problem.json.data as { id: number }).id;
      const again = await learnerApi(baseURL, learner, '/api/v1/submissions/mcq', {
        problem_id: problemId,
        answer_ids: ['c'],
      });
      expect(again.status).toBe(409);
      expect(again.json).toEqual({ status: 409, error: { code: 409, message: QUIZ_LOCKED_MESSAGE } });
      const after = await learnerApi(baseURL, learner, `/api/v1/problems/${SLUG}`);
      expect((after.json.data as { user_score: number | null }).user_score ?? 0).toBe(0);
    } finally {
      await context.close();
    }
  });
});
