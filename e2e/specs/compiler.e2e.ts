/**
 * The online Python compiler end to end (issue 5 "Must show"): a signed-in learner writes a program in the real
 * CodeMirror editor, types stdin into Input, presses Run, and the real judge sandbox runs it; Output shows exactly
 * what the program printed.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { editorBox, replaceEditorText } from '../support/code-editor.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
let browser: Browser;
let learner: Learner;

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Cody Compiler')]);
});
afterAll(async () => {
  await browser?.close();
});

const ECHO = ['import sys', '', 'for line in sys.stdin:', '    print("echo:", line.rstrip("\\n"))', ''].join(
  '\n',
);

describe('online Python compiler', () => {
  it('runs the typed program on the typed input and shows what it printed', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    await page.goto('/online-compiler/online-python-compiler');
    expect(await page.title()).toBe('Online Python Compiler | Katana');
    await page.getByRole('heading', { level: 1, name: /Python/ }).waitFor();

    await replaceEditorText(page, 'Code', ECHO);
    // Unique per run, with a character the shell would mangle, so the output can only come from this input.
    const words = `katana ${Date.now().toString(36)} $HOME`;
    await page.getByLabel('Input', { exact: true }).fill(`${words}\nsecond line`);
    await page.getByRole('button', { name: 'Run', exact: true }).click();

    const output = page.getByLabel('Output', { exact: true });
    await page
      .getByRole('status')
      .filter({ hasText: /^Finished/ })
      .waitFor({ timeout: 30_000 });
    expect(await output.textContent()).toBe(`echo: ${words}\necho: second line\n`);
    const summary = await page.getByTestId('run-summary').innerText();
    expect(summary).toContain('Success');
    // Time and memory of the run, as measured by the sandbox.
    expect(summary).toMatch(/time\s+\d+(\.\d+)?\s*(ms|s)/i);
    expect(summary).toMatch(/Memory\s+\d+(\.\d+)?\s*(KB|MB)/);
    // The editor kept the code (the page did not reset it to the scaffold after the run).
    expect(await editorBox(page, 'Code').textContent()).toContain('print("echo:"');
    await context.close();
  });
});
