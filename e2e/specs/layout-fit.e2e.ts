/**
 * Layout that fits the screen (issue 21, polish found in the screenshots). Inline math at 375 px: a formula in a
 * statement's sentence moves to the next line whole, never split after one of its relations or operators, so each
 * inline `.katex` element draws as one box; checked on statements with many inline formulas, signed in (a visitor's
 * classroom opens the sign-in dialog over it), and axe is still clean there. The signed-in header at 1280 px: every
 * widget and the account menu are inside the window. With KATANA_SCREENSHOTS set it also saves the signed-in landing
 * page and a problem page in light and dark at 1280 and 375 px.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeCheck, settle } from '../support/axe.ts';
import { DESKTOP, launchBrowser, MOBILE, openPage } from '../support/browser.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
/** Statements whose sentences hold several inline formulas each (bounds, sums, index ranges). */
const STATEMENTS = [
  '/problems/carillon-motif-count',
  '/problems/balanced-till-spans',
  '/problems/cider-tasting-boxes',
];

let browser: Browser;
let learner: Learner;

beforeAll(async () => {
  browser = await launchBrowser();
  learner = await signUpLearner(baseURL, mailDir, 'Math Reader');
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(viewport: { width: number; height: number }): Promise<Page> {
  const { context, page } = await openPage(browser, baseURL, viewport);
  await signInContext(context, baseURL, learner);
  return page;
}

/** Each inline formula's text and how many line boxes it is drawn in. */
function inlineFormulas(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.katex'))
      .filter((el) => !el.closest('.katex-display'))
      .map((el) => ({
        tex: el.querySelector('annotation')?.textContent ?? el.textContent ?? '',
        lines: el.getClientRects().length,
      })),
  );
}

describe('inline math on a 375 px screen', () => {
  it('every inline formula of a statement stays on one line, and the page passes axe', async () => {
    const page = await signedInPage(MOBILE);
    for (const path of STATEMENTS) {
      await page.goto(path);
      await page.locator('.katex').first().waitFor();
      await settle(page);
      const formulas = await inlineFormulas(page);
      expect(formulas.length, path).toBeGreaterThan(3);
      const split = formulas.filter((f) => f.lines !== 1).map((f) => `${f.tex} (${f.lines} lines)`);
      expect(split, path).toEqual([]);
      expect(await axeCheck(page), path).toEqual([]);
    }
    await page.context().close();
  });
});

describe('the signed-in header at 1280 px', () => {
  it('keeps every widget and the account menu inside the window', async () => {
    const page = await signedInPage(DESKTOP);
    await page.goto('/');
    const account = page.getByRole('button', { name: 'Profile menu' });
    await account.waitFor();
    await page.getByTestId('streak-widget').waitFor();
    await settle(page);
    const box = await account.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(DESKTOP.width);
    const overflow = await page.evaluate(() => {
      const header = document.querySelector('[data-testid="site-header"] > div')!;
      return header.scrollWidth - header.clientWidth;
    });
    expect(overflow).toBe(0);
    await page.context().close();
  });
});

describe.runIf(process.env.KATANA_SCREENSHOTS)('screenshots', () => {
  it('the signed-in landing page and a problem page, light and dark, at 1280 and 375 px', async () => {
    const dir = process.env.KATANA_SCREENSHOTS!;
    const page = await signedInPage(DESKTOP);
    for (const [name, path] of [
      ['landing-signed-in', '/'],
      ['problem-signed-in', STATEMENTS[0]!],
    ] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await page.goto('/favicon.svg');
        await page.evaluate((t) => localStorage.setItem('katana-theme', t), theme);
        for (const viewport of [DESKTOP, MOBILE]) {
          await page.setViewportSize(viewport);
          await page.goto(path);
          await settle(page);
          await page.screenshot({ path: join(dir, `${name}-${theme}-${viewport.width}.png`) });
        }
      }
    }
    await page.context().close();
  });
});
