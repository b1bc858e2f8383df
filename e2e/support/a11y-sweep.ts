/**
 * The accessibility sweep (issue 21, WCAG 2.2 AA): axe-core in real Chromium finds no violation on any page of the
 * route map (spec 01 "Route map"), one test per page family, spread over the accessibility-*.e2e.ts files so the two
 * e2e workers share it. Each page is checked in light and dark, at 1280 and 375 px (the open page resized and its
 * theme switched, see axe.ts), signed out and signed in where the page allows both (a guarded page is checked signed
 * in only; the auth page signed out only). A failure lists the page, the combination, the rule, its impact and the
 * first failing elements.
 */
import { appendFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import {
  LOOKS,
  axeCheck,
  changeLook,
  comboLabel,
  countNodes,
  describeFailures,
  openInFirstLook,
  signInSessions,
  type PageCheck,
} from './axe.ts';
import { launchBrowser } from './browser.ts';
import { signUpLearner, type Learner } from './learner.ts';

/** `in`: guarded, checked signed in only; `out`: checked signed out only; `both` otherwise. */
type Who = 'both' | 'in' | 'out';
/** A path, or a listing page and the first link on it that matches (detail pages whose slug is seeded data). */
type Target = string | { from: string; link: string };
export type Entry = [Target, Who?];

/** A family's checks take minutes under load: four looks per page and sign-in state. */
export const FAMILY_TIMEOUT = 600_000;

async function resolvePath(page: Page, target: Target): Promise<string> {
  if (typeof target === 'string') return target;
  await page.goto(target.from);
  const link = page.locator(target.link).first();
  await link.waitFor({ timeout: 20_000 });
  return (await link.getAttribute('href'))!;
}

/**
 * Registers the file's browser and signed-up learner (before all, closed after all) and returns `checkFamily`, which
 * checks every entry in every look and fails with the readable list of violations, and the file's browser.
 */
export function accessibilitySweep() {
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

  return { checkFamily, browser: () => browser, baseURL };
}
