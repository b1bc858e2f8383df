/**
 * Front-end problems end to end (issue 18): a signed-in learner opens a FRONTEND problem, writes its files in the
 * multi-file editor, sees the live Preview and the Console, and submits; the judge runs the hidden tests in
 * Chromium inside its sandbox and the verdict comes back live. Hostile code in the Preview (cookie reads, requests,
 * top navigation) is contained by the frame's sandbox and policy.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { editorBox, replaceEditorText } from '../support/code-editor.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const SLUG = 'tally-counter-button';
const pkg = (...parts: string[]) => join(resolve(__dirname, '../../content'), 'problems', SLUG, ...parts);
const ACCEPTED_HTML = readFileSync(pkg('submissions/accepted/counter/index.html'), 'utf8');
const ACCEPTED_JS = readFileSync(pkg('submissions/accepted/counter/script.js'), 'utf8');
const WRONG_JS = readFileSync(pkg('submissions/wrong_answer/off-by-one/script.js'), 'utf8');
/** One sandboxed browser run of four tests; generous for a shared 2-core machine. */
const JUDGE_WAIT_MS = 120_000;

let browser: Browser;
let learner: Learner;

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Fern Frontend')]);
});
afterAll(async () => {
  await browser?.close();
});

async function learnerPage(): Promise<{ page: Page; close(): Promise<void> }> {
  const { context, page } = await openPage(browser, baseURL, DESKTOP);
  await signInContext(context, baseURL, learner);
  return { page, close: () => context.close() };
}

async function writeFile(page: Page, name: string, text: string, language: string) {
  await page.getByRole('tablist', { name: 'Files' }).getByRole('tab', { name, exact: true }).click();
  await replaceEditorText(page, `Editor for ${name}`, text, language);
}

const consoleLines = (page: Page) =>
  page.getByRole('list', { name: 'Console output' }).locator('li').allInnerTexts();

async function submitAndWait(page: Page) {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const judged = page.getByTestId('submission-result');
  await judged.waitFor({ timeout: JUDGE_WAIT_MS });
  return judged;
}

/** Writing the files, the Preview and one judged submission (the judge's browser run is most of it). */
const TEST_MS = JUDGE_WAIT_MS + 120_000;

describe('front-end problem: write, preview, submit, verdict', { timeout: TEST_MS }, () => {
  it('previews the page live, shows its console, and scores Correct Answer for the accepted files', async () => {
    const { page, close } = await learnerPage();
    await page.goto(`/problems/${SLUG}`);
    await editorBox(page, 'Editor for index.html', 'html').waitFor({ timeout: 30_000 });
    await writeFile(page, 'index.html', ACCEPTED_HTML, 'html');
    await writeFile(page, 'script.js', `${ACCEPTED_JS}console.log('counter ready');\n`, 'javascript');

    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const preview = page.frameLocator('iframe[title="Preview"]');
    await preview.locator('#add').click({ timeout: 20_000 });
    await preview.locator('#add').click();
    await expect.poll(() => preview.locator('#count').innerText()).toBe('2');

    await page.getByRole('tab', { name: 'Console', exact: true }).click();
    await expect.poll(() => consoleLines(page)).toContain('counter ready');

    const judged = await submitAndWait(page);
    expect(await judged.getByRole('status').innerText()).toContain('Correct Answer');
    await close();
  });

  it('scores Wrong Answer and names the failing test for the off-by-one reset', async () => {
    const { page, close } = await learnerPage();
    await page.goto(`/problems/${SLUG}`);
    await writeFile(page, 'index.html', ACCEPTED_HTML, 'html');
    await writeFile(page, 'script.js', WRONG_JS, 'javascript');
    const judged = await submitAndWait(page);
    expect(await judged.getByRole('status').innerText()).toContain('Wrong Answer');
    expect(await judged.innerText()).toContain('Reset goes back to 0');
    await close();
  });

  it('keeps hostile preview code away from the site: no cookies, no requests, no top navigation', async () => {
    const { page, close } = await learnerPage();
    await page.goto(`/problems/${SLUG}`);
    await writeFile(page, 'index.html', ACCEPTED_HTML, 'html');
    const hostile = `
try { console.log('cookie: ' + document.cookie); } catch (e) { console.log('cookie blocked: ' + e.name); }
fetch('/api/v1/problems').then(() => console.log('request went out'), () => console.log('request blocked'));
try { window.top.location.href = '/'; console.log('top navigated'); } catch (e) { console.log('top blocked: ' + e.name); }
`;
    await writeFile(page, 'script.js', hostile, 'javascript');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByRole('tab', { name: 'Console', exact: true }).click();
    await expect.poll(() => consoleLines(page), { timeout: 20_000 }).toContain('request blocked');
    const lines = await consoleLines(page);
    expect(lines).toContain('cookie blocked: SecurityError');
    expect(lines).not.toContain('request went out');
    // The frame may not navigate the classroom (its sandbox has no allow-top-navigation).
    expect(new URL(page.url()).pathname).toBe(`/problems/${SLUG}`);
    await close();
  });
});
