/**
 * Web-development projects end to end (issue 18): a signed-in learner opens the to-do list project from the
 * listing, starts it, passes step 1 in the project editor with the reference files (judged in the sandboxed
 * browser), and the editor moves on to step 2, opened with her own files of step 1; the project's page shows the
 * progress moved (step 1 done, step 2 current). The pages pass axe.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeCheck } from '../support/axe.ts';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { editorBox, editorText, replaceEditorText } from '../support/code-editor.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const PROJECT = 'to-do-list-in-four-stages';
const STEP_1 = join(resolve(__dirname, '../../content'), 'problems', 'todo-list-markup');
// The reference page with a mark of her own, so step 2 can be seen to open with her files, not its starter.
const HER_HTML = readFileSync(join(STEP_1, 'submissions/accepted/reference/index.html'), 'utf8').replace(
  '<h1>To-do list</h1>',
  '<h1>To-do list</h1>\n      <!-- Fern made this -->',
);
/** One sandboxed browser run of four tests; generous for a shared 2-core machine. */
const JUDGE_WAIT_MS = 120_000;

let browser: Browser;
let learner: Learner;

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Fern Project')]);
});
afterAll(async () => {
  await browser?.close();
});

describe(
  'web-development project: pass a step, the next opens with your files',
  { timeout: JUDGE_WAIT_MS + 180_000 },
  () => {
    it('opens the project, passes step 1 with the reference files, and sees step 2 open with them and the progress move', async () => {
      const { context, page } = await openPage(browser, baseURL, DESKTOP);
      await signInContext(context, baseURL, learner);
      try {
        await page.goto('/web-development');
        await page.getByRole('link', { name: 'A to-do list in four stages' }).click();
        await page.getByRole('heading', { level: 1, name: 'A to-do list in four stages' }).waitFor();
        expect(await page.getByTestId('project-progress').innerText()).toBe('0 of 4 steps done');
        expect(await axeCheck(page)).toEqual([]);

        await page.getByRole('link', { name: 'Start' }).click();
        await page.getByRole('heading', { level: 1, name: /^Step 1 of 4/ }).waitFor();
        await editorBox(page, 'Editor for index.html', 'html').waitFor({ timeout: 30_000 });
        await replaceEditorText(page, 'Editor for index.html', HER_HTML, 'html');
        await page.getByRole('button', { name: 'Submit', exact: true }).click();

        // The accepted verdict moves the project on: step 2, opened with her files of step 1.
        await page.getByRole('heading', { level: 1, name: /^Step 2 of 4/ }).waitFor({ timeout: 30_000 });
        expect(await page.getByTestId('carried-files').innerText()).toBe(
          'Opened with your files from step 1.',
        );
        await editorBox(page, 'Editor for index.html', 'html').waitFor({ timeout: 30_000 });
        await expect
          .poll(() => editorText(page, 'Editor for index.html', 'html'))
          .toContain('Fern made this');
        expect(await page.getByTestId('project-progress').innerText()).toBe('1 of 4 steps done');

        await page.goto(`/web-development/${PROJECT}`);
        const steps = page.getByRole('region', { name: 'Steps' }).getByRole('listitem');
        await expect.poll(() => steps.nth(0).innerText()).toMatch(/Done$/);
        expect(await steps.nth(1).innerText()).toMatch(/Current step$/);
        expect(await steps.nth(2).innerText()).toMatch(/Locked$/);
        expect(await page.getByTestId('project-progress').innerText()).toBe('1 of 4 steps done');
        await page.getByRole('link', { name: 'Continue' }).waitFor();
      } finally {
        await context.close();
      }
    });
  },
);
