/**
 * The live Preview of a REACT problem (issue 18): the learner edits a component, the server bundles the files with
 * the judge's esbuild and React, and the sandboxed Preview frame runs the bundle; what it logs shows in the Console
 * tab, and a build error shows there as file:line. After a submit, what the page logged in each judged test is
 * stored with the submission and shown again when the learner reopens it. Hostile React code in the Preview cannot
 * read the site's cookies or navigate the classroom.
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
const SLUG = 'greenhouse-temperature-converter';
const ACCEPTED_APP = readFileSync(
  join(resolve(__dirname, '../../content'), 'problems', SLUG, 'submissions/accepted/derived-state/App.jsx'),
  'utf8',
);
/** One sandboxed browser run of the hidden tests; generous for a shared 2-core machine. */
const JUDGE_WAIT_MS = 120_000;
const TEST_MS = JUDGE_WAIT_MS + 120_000;

let browser: Browser;
let learner: Learner;

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Rowan React')]);
});
afterAll(async () => {
  await browser?.close();
});

async function classroom(): Promise<{ page: Page; close(): Promise<void> }> {
  const { context, page } = await openPage(browser, baseURL, DESKTOP);
  await signInContext(context, baseURL, learner);
  await page.goto(`/problems/${SLUG}`);
  await editorBox(page, 'Editor for index.html', 'html').waitFor({ timeout: 30_000 });
  return { page, close: () => context.close() };
}

async function writeApp(page: Page, text: string) {
  await page
    .getByRole('tablist', { name: 'Files' })
    .getByRole('tab', { name: 'App.jsx', exact: true })
    .click();
  await replaceEditorText(page, 'Editor for App.jsx', text, 'jsx');
}

const consoleLines = (page: Page) =>
  page.getByRole('list', { name: 'Console output' }).locator('li').allInnerTexts();

describe('React problem: live Preview, console, submit and the stored console', { timeout: TEST_MS }, () => {
  it('builds the edited component into the Preview, logs to the Console, and keeps the judged console', async () => {
    const { page, close } = await classroom();
    await writeApp(page, `console.log('converter ready');\n${ACCEPTED_APP}`);

    // The Preview updates by itself a moment after typing stops.
    const preview = page.frameLocator('iframe[title="Preview"]');
    await preview.getByLabel('Celsius').fill('100', { timeout: 30_000 });
    await expect.poll(() => preview.getByLabel('Fahrenheit').inputValue()).toBe('212');

    await page.getByRole('tab', { name: 'Console', exact: true }).click();
    await expect.poll(() => consoleLines(page)).toContain('converter ready');

    // A build error names the file and line, in the Console tab.
    await writeApp(page, 'export default function App() {\n  return <p>hi</p\n}\n');
    await expect
      .poll(() => consoleLines(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/^App\.jsx:3: /)]));

    await writeApp(page, `console.log('converter ready');\n${ACCEPTED_APP}`);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const judged = page.getByTestId('submission-result');
    await judged.waitFor({ timeout: JUDGE_WAIT_MS });
    expect(await judged.getByRole('status').innerText()).toContain('Correct Answer');
    await expect
      .poll(() => judged.getByRole('list', { name: 'Console of test 1' }).innerText())
      .toContain('[log] converter ready');

    // Later, from the submission list: the console the judge captured is still there.
    await page.reload();
    await page.getByRole('tab', { name: 'Submissions', exact: true }).click();
    await page.getByRole('list', { name: 'Submissions' }).getByRole('button').first().click();
    const reopened = page.getByRole('group', { name: 'Judged console' });
    await expect.poll(() => reopened.innerText(), { timeout: 20_000 }).toContain('[log] converter ready');
    await close();
  });

  it('keeps hostile React code away from the site: no cookies, no top navigation', async () => {
    const { page, close } = await classroom();
    await writeApp(
      page,
      `import { useEffect } from 'react';
export default function App() {
  useEffect(() => {
    try { console.log('cookie: ' + document.cookie); } catch (e) { console.log('cookie blocked: ' + e.name); }
    try { window.top.location.href = '/'; console.log('top navigated'); } catch (e) { console.log('top blocked: ' + e.name); }
    console.log('hostile done');
  }, []);
  return <h1>Hostile</h1>;
}
`,
    );
    await page.getByRole('tab', { name: 'Console', exact: true }).click();
    await expect.poll(() => consoleLines(page), { timeout: 30_000 }).toContain('hostile done');
    const lines = await consoleLines(page);
    expect(lines).toContain('cookie blocked: SecurityError');
    // The frame may not navigate the classroom (its sandbox has no allow-top-navigation).
    expect(new URL(page.url()).pathname).toBe(`/problems/${SLUG}`);
    await close();
  });
});
