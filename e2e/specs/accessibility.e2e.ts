/**
 * Accessibility (issue 21, WCAG 2.2 AA): axe-core in real Chromium finds no violation on any page of the route map
 * (spec 01 "Route map"), one test per page family. Each page is checked in light and dark, at 1280 and 375 px (the
 * open page resized and its theme switched, see support/axe.ts), signed out and signed in where the page allows both
 * (a guarded page is checked signed in only; the auth page signed out only). A failure lists the page, the combination, the rule, its impact and the first failing elements.
 */
import { appendFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  LOOKS,
  axeCheck,
  changeLook,
  comboLabel,
  countNodes,
  describeFailures,
  openInFirstLook,
  settle,
  signInSessions,
  type PageCheck,
} from '../support/axe.ts';
import { EventPaths } from '@katana/shared/api/events';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { devPost } from '../support/dev-api.ts';
import { signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

let browser: Browser;
let learner: Learner;
const sessions = signInSessions(
  () => browser,
  baseURL,
  () => learner,
);

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Asha Rao')]);
});
afterAll(async () => {
  await sessions.close();
  await browser?.close();
});

/** `in`: guarded, checked signed in only; `out`: checked signed out only; `both` otherwise. */
type Who = 'both' | 'in' | 'out';
/** A path, or a listing page and the first link on it that matches (detail pages whose slug is seeded data). */
type Target = string | { from: string; link: string };
type Entry = [Target, Who?];

async function resolvePath(page: Page, target: Target): Promise<string> {
  if (typeof target === 'string') return target;
  await page.goto(target.from);
  const link = page.locator(target.link).first();
  await link.waitFor({ timeout: 20_000 });
  return (await link.getAttribute('href'))!;
}

async function checkFamily(entries: Entry[]): Promise<void> {
  const checks: PageCheck[] = [];
  for (const signedIn of [false, true]) {
    const session = await sessions.session(signedIn);
    for (const [target, who = 'both'] of entries) {
      if ((who === 'in' && !signedIn) || (who === 'out' && signedIn)) continue;
      const path = await resolvePath(session.page, target);
      await openInFirstLook(session, path);
      for (const [i, look] of LOOKS.entries()) {
        if (i > 0) await changeLook(session, look);
        const check = {
          page: path,
          combo: comboLabel(look, signedIn),
          violations: await axeCheck(session.page),
        };
        checks.push(check);
        // KATANA_A11Y_LOG=<file>: every page's result as it comes, for a long run watched from outside.
        const log = process.env.KATANA_A11Y_LOG;
        if (log) appendFileSync(log, `${describeFailures([check]) || `${path} [${check.combo}] ok`}\n`);
      }
    }
  }
  const failures = describeFailures(checks);
  if (failures) console.log(`axe: ${countNodes(checks)} failing elements\n${failures}`);
  expect(failures, `axe violations:\n${failures}`).toBe('');
}

const FAMILY_TIMEOUT = 600_000;

describe('accessibility: axe-core finds no WCAG 2.2 AA violation', () => {
  it('landing page and shell pages', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/'], ['/policies'], ['/jobs'], ['/library']]);
  });

  it('sign-in page', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/auth', 'out']]);
  });

  it('problem listing and problem lists', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/problems'], ['/problem-lists'], ['/problem-lists/top-interview-50']]);
  });

  it('problem page, compiler and problem of the day', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      [{ from: '/problems', link: 'main a[href^="/problems/"]' }],
      ['/online-compiler/online-python-compiler'],
      ['/problem-of-the-day'],
    ]);
  });

  it('contests and test series', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      ['/contests'],
      [{ from: '/contests', link: 'main a[href^="/contests/"]' }],
      ['/test-series'],
      ['/test-series/coding-interview-mock'],
    ]);
  });

  it('leaderboards', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      ['/home/leaderboard', 'in'],
      ['/home/leaderboards/campus', 'in'],
      ['/home/leaderboards/leagues', 'in'],
    ]);
  });

  it('profile', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      ['/profile', 'in'],
      ['/profile/edit', 'in'],
    ]);
  });

  it('dashboard', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/home', 'in']]);
  });

  it('campus and public discussions', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/campus'], ['/campus/public-discussion']]);
  });

  it('search', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/search?q=sum']]);
  });

  it('guided paths', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      ['/guided-paths'],
      ['/guided-paths/data-structures-algorithms'],
      ['/guided-paths/data-structures-algorithms/content'],
    ]);
  });

  it('goals', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      ['/home/goals', 'in'],
      ['/goals/setup', 'in'],
    ]);
  });

  it('interview experiences and bundles', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      ['/interview-experiences'],
      ['/interview-experiences/write', 'in'],
      ['/interview-bundle'],
      [{ from: '/interview-bundle', link: 'main a[href^="/interview-bundle/"]' }],
    ]);
  });

  it('events', { timeout: FAMILY_TIMEOUT }, async () => {
    // No event ships: one made as `katana event create` would, a day ahead.
    const event = await devPost<{ slug: string }>(baseURL, EventPaths.devCreate, {
      title: `Axe workshop ${Date.now() % 100_000}`,
      kind: 'WORKSHOP',
      description: 'A *short* description.',
      starts_in_seconds: 24 * 60 * 60,
    });
    await checkFamily([['/events'], [`/events/${event.slug}`]]);
  });

  it('challenges', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/challenges'], ['/challenges/register']]);
  });

  it("library, resources, videos and what's new", { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      ['/library', 'in'],
      ['/library/algorithms'],
      ['/library/algorithms/binary-search'],
      ['/resources'],
      ['/resources/videos'],
      ['/whats-new'],
    ]);
  });

  it('notifications and their settings', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      ['/notification-center', 'in'],
      ['/notification-center/settings', 'in'],
    ]);
  });

  it('prep plan, flash cards, concept of the day and referral', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/prep-plan'], ['/prep-plan/flash-cards'], ['/concept-of-the-day'], ['/referral']]);
  });

  it('404 and 500 pages', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/fourofour'], ['/500']]);
  });
});

describe('accessibility: keyboard and motion', () => {
  it('the first Tab shows "Skip to content", which moves focus past the header to the page', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    try {
      await page.goto('/problems');
      await settle(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
      // Visible on focus: a real box on screen with a focus outline.
      const box = await skip.boundingBox();
      expect(box && box.width > 40 && box.height > 20).toBe(true);
      expect(await skip.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      expect(new URL(page.url()).pathname).toBe('/problems');
      await page.keyboard.press('Tab');
      const inHeader = await page.evaluate(
        () => !!document.activeElement?.closest('[data-testid="site-header"]'),
      );
      expect(inHeader).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('with reduced motion, the login dialog and its controls neither animate nor transition', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      await page.goto('/problems');
      await settle(page);
      await page.getByRole('button', { name: 'Login' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Login or Sign up' });
      await dialog.waitFor();
      const moving = await page.evaluate(() => {
        const slow = (value: string) =>
          value.split(',').some((d) => parseFloat(d) * (d.includes('ms') ? 1 : 1000) > 1);
        const found: string[] = [];
        for (const el of Array.from(document.querySelectorAll('[role="dialog"], [role="dialog"] *'))) {
          const style = getComputedStyle(el);
          if (
            slow(style.transitionDuration) ||
            (style.animationName !== 'none' && slow(style.animationDuration))
          ) {
            found.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)}`);
          }
        }
        for (const a of document.getAnimations()) {
          if (a.playState === 'running' && a.effect?.getTiming().iterations === Infinity)
            found.push('endless animation');
        }
        return found;
      });
      expect(moving).toEqual([]);
      // Escape closes it and focus goes back to the button that opened it.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Login');
    } finally {
      await context.close();
    }
  });
});
