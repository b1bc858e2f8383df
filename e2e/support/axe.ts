/**
 * axe-core in real Chromium (issue 21, WCAG 2.2 AA): one browser context per combination of theme, width and sign-in
 * state, reused across the pages of a family; each page is checked once it has settled (no request in flight, no
 * busy region, no running entrance animation) and the violations come back as readable lines.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage } from './browser.ts';
import { signInContext, type Learner } from './learner.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type Theme = 'light' | 'dark';

export interface Combo {
  theme: Theme;
  width: 1280 | 375;
  signedIn: boolean;
}

export const COMBOS: Combo[] = (['light', 'dark'] as const).flatMap((theme) =>
  ([1280, 375] as const).flatMap((width) => [false, true].map((signedIn) => ({ theme, width, signedIn }))),
);

export function comboLabel({ theme, width, signedIn }: Combo): string {
  return `${theme} ${width}px ${signedIn ? 'signed in' : 'signed out'}`;
}

interface Session {
  context: BrowserContext;
  page: Page;
}

/** Opens (once per combination) a context in the combination's theme and width, signed in as the learner if asked. */
export function comboSessions(browser: () => Browser, baseURL: string, learner: () => Learner) {
  const sessions = new Map<string, Promise<Session>>();
  return {
    async page(combo: Combo): Promise<Page> {
      const key = comboLabel(combo);
      let session = sessions.get(key);
      if (!session) {
        session = (async () => {
          const viewport = { width: combo.width, height: combo.width === 375 ? 740 : 800 };
          const { context, page } = await openPage(browser(), baseURL, viewport, {
            colorScheme: combo.theme,
          });
          // The stored theme (theme-init.js reads it before first paint) decides light or dark, not the OS.
          await context.addInitScript((theme) => localStorage.setItem('katana-theme', theme), combo.theme);
          if (combo.signedIn) await signInContext(context, baseURL, learner());
          return { context, page };
        })();
        sessions.set(key, session);
      }
      return (await session).page;
    },
    async close() {
      await Promise.all([...sessions.values()].map(async (s) => (await s).context.close()));
      sessions.clear();
    },
  };
}

/** Waits until the page has its content: network quiet, nothing marked busy, entrance animations finished. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
  await page.waitForFunction(
    () =>
      document.querySelector('#root')?.childElementCount !== 0 &&
      document.querySelectorAll('[aria-busy="true"]').length === 0 &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 20_000 },
  );
}

export interface PageCheck {
  page: string;
  combo: string;
  violations: string[];
}

/** Runs axe with the WCAG 2.2 AA tags; one line per violation: rule, impact, node count, first targets. */
export async function axeCheck(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.map((v) => {
    const targets = v.nodes
      .slice(0, 4)
      .map((n) => n.target.join(' '))
      .join(' | ');
    return `${v.id} (${v.impact ?? 'n/a'}) x${v.nodes.length}: ${targets}`;
  });
}

/** Node count of every violation, summed: the "how many elements fail" figure reported per family. */
export function countNodes(checks: PageCheck[]): number {
  return checks.reduce(
    (sum, c) => sum + c.violations.reduce((s, line) => s + Number(/ x(\d+):/.exec(line)?.[1] ?? 1), 0),
    0,
  );
}

export function describeFailures(checks: PageCheck[]): string {
  return checks
    .filter((c) => c.violations.length > 0)
    .map((c) => `${c.page} [${c.combo}]\n  ${c.violations.join('\n  ')}`)
    .join('\n');
}
