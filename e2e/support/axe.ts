/**
 * axe-core in real Chromium (issue 21, WCAG 2.2 AA). Each page is opened once per sign-in state and then checked in
 * four looks, as a learner would change them on the open page: light and dark (switched from a second tab of the
 * site, which the open page follows, and with the OS colour scheme to match), at 1280 and 375 px (the window
 * resized). Each look is checked once it has settled (no request in flight, nothing busy, no running transition),
 * and the violations come back as readable lines.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage } from './browser.ts';
import { signInContext, type Learner } from './learner.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type Theme = 'light' | 'dark';

export interface Look {
  theme: Theme;
  width: 1280 | 375;
}

/** The order the looks are taken in on each opened page: each step changes one thing. */
export const LOOKS: Look[] = [
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 1280 },
  { theme: 'dark', width: 375 },
  { theme: 'light', width: 375 },
];

export function comboLabel({ theme, width }: Look, signedIn: boolean): string {
  return `${theme} ${width}px ${signedIn ? 'signed in' : 'signed out'}`;
}

export interface Session {
  context: BrowserContext;
  /** The page under test. */
  page: Page;
  /** Another tab of the site in the same browser, where the theme is switched. */
  otherTab: Page;
  /** Requests the page under test has in flight. */
  inFlight: () => number;
}

/** Opens (once per sign-in state) a context with the page under test and a second tab, signed in if asked. */
export function signInSessions(browser: () => Browser, baseURL: string, learner: () => Learner) {
  const sessions = new Map<boolean, Promise<Session>>();
  return {
    async session(signedIn: boolean): Promise<Session> {
      let session = sessions.get(signedIn);
      if (!session) {
        session = (async () => {
          const { context, page } = await openPage(browser(), baseURL, viewportOf(1280));
          if (signedIn) await signInContext(context, baseURL, learner());
          let inFlight = 0;
          page.on('request', () => (inFlight += 1));
          page.on('requestfinished', () => (inFlight -= 1));
          page.on('requestfailed', () => (inFlight -= 1));
          const otherTab = await context.newPage();
          await otherTab.goto('/favicon.svg');
          return { context, page, otherTab, inFlight: () => inFlight };
        })();
        sessions.set(signedIn, session);
      }
      return session;
    },
    async close() {
      await Promise.all([...sessions.values()].map(async (s) => (await s).context.close()));
      sessions.clear();
    },
  };
}

function viewportOf(width: Look['width']) {
  return { width, height: width === 375 ? 740 : 800 };
}

/** Opens `path` in the first look (light, 1280 px) and waits until it has settled. */
export async function openInFirstLook(session: Session, path: string): Promise<void> {
  await storeTheme(session, LOOKS[0]!.theme);
  await session.page.setViewportSize(viewportOf(LOOKS[0]!.width));
  await session.page.emulateMedia({ colorScheme: LOOKS[0]!.theme });
  await session.page.goto(path);
  await settle(session.page, session.inFlight);
}

/** Changes the open page to `look`: the window's width, and the theme as switched in the other tab. */
export async function changeLook(session: Session, look: Look): Promise<void> {
  const { page } = session;
  if (page.viewportSize()?.width !== look.width) await page.setViewportSize(viewportOf(look.width));
  await page.emulateMedia({ colorScheme: look.theme });
  await storeTheme(session, look.theme);
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    look.theme === 'dark',
    {
      timeout: 10_000,
    },
  );
  await settle(page, session.inFlight);
}

async function storeTheme(session: Session, theme: Theme): Promise<void> {
  await session.otherTab.evaluate((value) => localStorage.setItem('katana-theme', value), theme);
}

/**
 * Waits until the page has its content: the document loaded, nothing in flight for a moment, nothing marked busy,
 * no toast over it, transitions and entrance animations finished. `inFlight` counts the page's requests (without
 * it, only the load state's network quiet is awaited, which a page reached once stays in).
 */
export async function settle(page: Page, inFlight?: () => number): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
  if (inFlight) {
    const deadline = Date.now() + 20_000;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (inFlight() > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 150) break;
      await page.waitForTimeout(50);
    }
  }
  await page.waitForFunction(
    () =>
      document.querySelector('#root')?.childElementCount !== 0 &&
      document.querySelectorAll('[aria-busy="true"]').length === 0 &&
      // A toast is a passing overlay (checked in toasts.e2e.ts): the page is checked once it has gone.
      document.querySelectorAll('button[aria-label="Close notification"]').length === 0 &&
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

/** axe-core's own build, the one @axe-core/playwright injects. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe with the WCAG 2.2 AA tags; one line per violation: rule, impact, node count, first targets. A page without
 * frames gets axe once per load and runs it in place for each look; AxeBuilder injects it into every frame and
 * finishes each run in a new blank page, 2-4x the time per check (bench/test-suite/results.md, round 5). A page with
 * frames goes through AxeBuilder, which checks inside them.
 */
export async function axeCheck(page: Page): Promise<string[]> {
  let result: AxeResults;
  if (page.frames().length > 1) {
    result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    result = await page.evaluate(
      (tags) =>
        (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResults> } }).axe.run(
          document,
          { runOnly: { type: 'tag', values: tags } },
        ),
      WCAG_TAGS,
    );
  }
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

/**
 * axe on a page a spec has open, in each of the four looks (the theme switched from a second tab of the site, as
 * the shared sessions do), the violations prefixed with their look; the page is left light at 1280 px.
 */
export async function axeCheckLooks(page: Page): Promise<string[]> {
  const otherTab = await page.context().newPage();
  const session: Session = { context: page.context(), page, otherTab, inFlight: () => 0 };
  try {
    await otherTab.goto('/favicon.svg');
    const violations: string[] = [];
    for (const look of LOOKS) {
      await changeLook(session, look);
      violations.push(...(await axeCheck(page)).map((v) => `[${look.theme} ${look.width}px] ${v}`));
    }
    await changeLook(session, LOOKS[0]!);
    return violations;
  } finally {
    await otherTab.close();
  }
}
