/**
 * Data science end to end (issue 18): real Chromium, the real server with content/ imported at start, the real
 * judge sandbox with Debian's numpy / pandas. A learner opens a data-science problem, writes a pandas program in
 * the editor, submits it, and sees the verdict and the score; a program that reads a gap as 0 gets Wrong Answer.
 * axe (WCAG 2.2 AA) checks the classroom with each result shown, in light and dark, at 1280 and 375 px.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeCheckLooks, settle } from '../support/axe.ts';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { editorBox, replaceEditorText } from '../support/code-editor.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const content = resolve(__dirname, '../../content');

// A DATASCIENCE problem with exact answers: the mean daily maximum per station and month, gaps skipped.
const SLUG = 'station-monthly-means';
const NAME = 'Station Monthly Means';
const pkg = (...parts: string[]) => join(content, 'problems', SLUG, ...parts);
const ACCEPTED = readFileSync(pkg('submissions/accepted/solution.py'), 'utf8');
const WRONG = readFileSync(pkg('submissions/wrong_answer/missing-as-zero.py'), 'utf8');
const MAX_SCORE = Number(/^max_score:\s*(\d+)/m.exec(readFileSync(pkg('katana.yaml'), 'utf8'))![1]);
const EDITOR = 'Code editor';
/** Importing pandas in the sandbox takes about a second per data set; generous for a loaded 2-core machine. */
const JUDGE_WAIT_MS = 90_000;

let browser: Browser;
let learner: Learner;

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Dara Data')]);
  const res = await fetch(`${baseURL}/api/v1/problems/${SLUG}`, { signal: AbortSignal.timeout(10_000) });
  expect(res.status, `GET /api/v1/problems/${SLUG}`).toBe(200);
});
afterAll(async () => {
  await browser?.close();
});

async function submit(page: Page, code: string) {
  await replaceEditorText(page, EDITOR, code, 'python');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const judged = page.getByTestId('submission-result');
  await judged.waitFor({ timeout: JUDGE_WAIT_MS });
  return judged;
}

describe('data science: write, submit, score', () => {
  it('a pandas program that skips failed readings scores Correct Answer and full points; reading them as 0 is Wrong Answer', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    await page.goto(`/problems/${SLUG}`);
    await page.getByRole('heading', { name: NAME }).first().waitFor();
    await editorBox(page, EDITOR, 'python').waitFor({ timeout: 20_000 });

    const wrong = await submit(page, WRONG);
    expect(await wrong.getByRole('status').innerText()).toContain('Wrong Answer');
    // The Output block names the first row that differs on the sample data set.
    expect(await wrong.innerText()).toMatch(/row \d+: expected \S+, got \S+/);
    await settle(page);
    expect(await axeCheckLooks(page)).toEqual([]);

    await page.reload();
    await editorBox(page, EDITOR, 'python').waitFor({ timeout: 20_000 });
    const judged = await submit(page, ACCEPTED);
    expect(await judged.getByRole('status').innerText()).toContain('Correct Answer');
    const score = judged.getByTestId('score');
    expect(await score.innerText()).toMatch(new RegExp(`Score: ${MAX_SCORE} / ${MAX_SCORE}`));
    await settle(page);
    expect(await axeCheckLooks(page)).toEqual([]);
    await context.close();
  }, 360_000);
});
