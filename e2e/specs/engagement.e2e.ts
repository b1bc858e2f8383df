/**
 * Engagement end to end (issue 6 "Must show"): real Chromium and the real server (support/global-setup.ts), the
 * real judge and the real socket.io connection. A signed-in learner solves an Easy problem with the package's
 * accepted C++ solution: the points toast arrives over ninjutsu_room on the problem page, and the navbar EXP widget
 * shows the new total.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { editorBox, replaceEditorText } from '../support/code-editor.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';
import { acceptedCpp } from '../support/packages.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

// An EASY problem: its first solve earns 10 EXP (apps/server/src/engagement/experience/problem-exp.ts).
const SLUG = 'telegraph-run-length';
const EASY_SOLVE_EXP = 10;
const ACCEPTED_CPP = acceptedCpp(SLUG);
const EDITOR = 'Code editor';
const JUDGE_WAIT_MS = 45_000;

const shotDir = process.env.KATANA_SCREENSHOTS;
let browser: Browser;
let learner: Learner;

async function shot(page: Page, name: string) {
  if (shotDir) await page.screenshot({ path: join(shotDir, `engagement-${name}.png`) });
}

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Esha Engaged')]);
  if (shotDir) mkdirSync(shotDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** The widget's accessible name carries the total: '1,240 EXP, level 5'. */
async function expTotal(page: Page): Promise<number> {
  const widget = page.getByRole('button', { name: /^[\d,]+ EXP, level / });
  await widget.waitFor({ timeout: 20_000 });
  const name = (await widget.getAttribute('aria-label')) ?? '';
  const match = /^([\d,]+) EXP,/.exec(name);
  if (!match) throw new Error(`unexpected EXP widget label: ${name}`);
  return Number(match[1]!.replace(/,/g, ''));
}

describe('engagement: EXP for an accepted submission', () => {
  it('shows the points toast after an accepted submission, and the EXP widget shows the new total', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      await page.goto('/problems');
      const before = await expTotal(page);

      await page.goto(`/problems/${SLUG}`);
      await page.getByRole('combobox', { name: 'Language' }).selectOption('cpp');
      await editorBox(page, EDITOR, 'cpp').waitFor({ timeout: 20_000 });
      await replaceEditorText(page, EDITOR, ACCEPTED_CPP, 'cpp');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const judged = page.getByTestId('submission-result');
      await judged.waitFor({ timeout: JUDGE_WAIT_MS });
      expect(await judged.getByRole('status').innerText()).toContain('Correct Answer');

      // Over the socket, 1 s after it arrives (a streak toast for the day's first solve may come first: 10 s).
      const toast = page.getByTestId('reward-toast').filter({ hasText: 'Problem submitted' });
      await toast.waitFor({ timeout: 30_000 });
      expect(await toast.innerText()).toContain(`+${EASY_SOLVE_EXP} EXP`);
      await shot(page, 'points-toast');

      // The problem page brings its own chrome; the shell header with the widget is on the listing.
      await page.goto('/problems');
      await expect.poll(() => expTotal(page), { timeout: 15_000 }).toBe(before + EASY_SOLVE_EXP);
      await shot(page, 'exp-widget');
    } finally {
      await context.close();
    }
  });
});
