/**
 * Problem of the day end to end: real Chromium, the real server and catalogue (support/global-setup.ts). A signed-in
 * learner sees the header POTD widget and its once-only tooltip, explores the POTD page (today's card and the
 * 30-day archive) and opens today's problem in the classroom's POTD mode. Screenshots (KATANA_SCREENSHOTS) light and dark at
 * 1280 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const shotDir = process.env.KATANA_SCREENSHOTS;
const PHONE = { width: 390, height: 844 };
let browser: Browser;
let learner: Learner;

async function shot(page: Page, name: string) {
  if (shotDir)
    await page.screenshot({ path: join(shotDir, `potd-${name}.png`), fullPage: name.includes('page') });
}

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Priya Daily')]);
  if (shotDir) mkdirSync(shotDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** How many lines each element's text takes (a wrapped label keeps a fixed-height box, so count the lines). */
function textLines(els: Element[]): number[] {
  return els.map((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let lines = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      lines = Math.max(lines, new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size);
    }
    return lines;
  });
}

/** How far the header's own controls reach past its padding (the POTD tooltip and open menus float over the page). */
function headerOverflow(header: Element): number {
  const row = header.firstElementChild as HTMLElement;
  const inner = row.getBoundingClientRect().right - parseFloat(getComputedStyle(row).paddingRight);
  const controls = Array.from(header.querySelectorAll('a, button')).filter(
    (e) =>
      !e.closest('[data-testid="potd-tooltip"], [role="menu"], [role="dialog"]') &&
      e.getClientRects().length > 0,
  );
  return Math.max(...controls.map((e) => e.getBoundingClientRect().right)) - inner;
}

describe('problem of the day', () => {
  it('a signed-in header fits: every control inside the header at 1024 px and on a 360 px phone', async () => {
    for (const width of [1024, 360]) {
      const { context, page } = await openPage(browser, baseURL, { width, height: DESKTOP.height });
      await signInContext(context, baseURL, learner);
      try {
        await page.goto('/problems');
        await page.getByTestId('potd-widget').waitFor({ timeout: 20_000 });
        await page.getByRole('button', { name: /^[\d,]+ EXP, level / }).waitFor({ timeout: 20_000 });
        await page.getByRole('button', { name: 'Profile menu' }).waitFor();
        expect(await page.getByTestId('site-header').evaluate(headerOverflow)).toBeLessThanOrEqual(1);
        const menus = await page.locator('header nav button[aria-expanded]').evaluateAll(textLines);
        expect(menus.every((lines) => lines === 1)).toBe(true);
      } finally {
        await context.close();
      }
    }
  });

  it("a signed-in learner sees the POTD widget and its tooltip once, explores the page and opens today's problem", async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      await page.goto('/problems');
      const widget = page.getByTestId('potd-widget');
      await widget.waitFor({ timeout: 20_000 });
      const label = (await widget.getAttribute('aria-label')) ?? '';
      expect(label).toMatch(/^Problem of the day: /);
      const name = label.replace(/^Problem of the day: /, '');
      const tooltip = page.getByTestId('potd-tooltip');
      await tooltip.waitFor();
      expect(await tooltip.innerText()).toContain('Consistent and structured practice daily can land you in');
      await shot(page, 'tooltip-1280-light');
      // With every header widget of a signed-in learner (POTD, streak, EXP, bell), each top menu's label and the
      // streak still sit on one line at 1280 px (a wrapped label keeps the fixed height, so count its text lines).
      await page.getByRole('button', { name: /^[\d,]+ EXP, level / }).waitFor({ timeout: 20_000 });
      const menus = await page.locator('header nav button[aria-expanded]').evaluateAll(textLines);
      expect(menus.length).toBeGreaterThanOrEqual(5);
      expect(menus.every((lines) => lines === 1)).toBe(true);
      expect(await page.getByTestId('streak-widget').evaluateAll(textLines)).toEqual([1]);

      await tooltip.getByRole('link', { name: 'Explore Problem of the day' }).click();
      await page.waitForURL('**/problem-of-the-day');
      const card = page.getByTestId('potd-card');
      await card.waitFor({ timeout: 15_000 });
      expect(await card.getByRole('heading').innerText()).toBe(name);
      expect(await card.innerText()).toContain('Not solved yet');
      await page.getByRole('region', { name: 'Last 30 days' }).waitFor();
      expect(await page.getByRole('region', { name: 'Last 30 days' }).getByRole('link').count()).toBe(30);
      await shot(page, 'page-1280-light');

      // Shown once: back on the listing, no tooltip.
      await page.goto('/problems');
      await widget.waitFor({ timeout: 20_000 });
      await page.waitForTimeout(500);
      expect(await tooltip.count()).toBe(0);

      // The widget opens today's problem in the classroom's POTD mode: timer and Finish while unsolved, no solution tab.
      await widget.click();
      await page.waitForURL(/\/problem-of-the-day\/\d{4}-\d{2}-\d{2}$/);
      await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20_000 });
      await page.getByRole('timer', { name: 'Time spent' }).waitFor();
      expect(await page.getByRole('tab', { name: 'Solution' }).count()).toBe(0);
      await shot(page, 'classroom-1280-light');
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.waitForURL('**/problem-of-the-day');
    } finally {
      await context.close();
    }
  });

  it.runIf(Boolean(shotDir))('looks right in dark mode and on a phone', async () => {
    for (const [viewport, scheme, tag] of [
      [DESKTOP, 'dark', '1280-dark'],
      [PHONE, 'light', '390-light'],
      [PHONE, 'dark', '390-dark'],
    ] as const) {
      const { context, page } = await openPage(browser, baseURL, viewport, { colorScheme: scheme });
      await context.addInitScript((t) => localStorage.setItem('katana-theme', t), scheme);
      await signInContext(context, baseURL, learner);
      try {
        await page.goto('/problems');
        // A fresh browser: the tooltip shows here once.
        const tooltip = page.getByTestId('potd-tooltip');
        await tooltip.waitFor({ timeout: 20_000 });
        // The whole tooltip is on screen, even where the widget sits near the left edge of a phone.
        const box = (await tooltip.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        await shot(page, `tooltip-${tag}`);
        await page.goto('/problem-of-the-day');
        await page.getByTestId('potd-card').waitFor({ timeout: 15_000 });
        await page.getByRole('region', { name: 'Last 30 days' }).waitFor();
        await shot(page, `page-${tag}`);
      } finally {
        await context.close();
      }
    }
  });
});
