/**
 * Contests end to end (issue 7 "Must show"): real Chromium and the real server (judge sandbox, socket.io). A live
 * rated contest is made through the dev route; a learner registers, starts it and solves one problem with the
 * package's accepted C++ solution while a second learner, in another browser context, watches the standings and
 * sees the row move; the learner finishes through the 'Submit' warning; the contest is ended (dev route), the
 * rating sweeper rates it and the learner's profile shows the new point on the rating graph.
 * With KATANA_SCREENSHOTS=<dir> the screens are saved in light and dark, at 1280 and 390 wide.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { editorBox, replaceEditorText } from '../support/code-editor.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';
import { devPost as postDev } from '../support/dev-api.ts';
import { themedShots } from '../support/screenshots.ts';
import { acceptedCpp } from '../support/packages.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

const SLUG = 'telegraph-run-length';
const OTHER_SLUG = 'bracket-ledger-check';
const ACCEPTED_CPP = acceptedCpp(SLUG);
const JUDGE_WAIT_MS = 45_000;
const TITLE = `Weekly Contest E2E ${Date.now() % 100_000}`;

const shotDir = process.env.KATANA_SCREENSHOTS;
let browser: Browser;
let solver: Learner;
let watcher: Learner;
let contest: { slug: string; id: number };

const shots = (page: Page, name: string, region?: string) => themedShots(page, `contests-${name}`, region);
const devPost = <T>(path: string, body?: unknown) => postDev<T>(baseURL, `/api/dev/contests${path}`, body);

async function learnerPage(learner: Learner) {
  const { context, page } = await openPage(browser, baseURL, DESKTOP);
  await signInContext(context, baseURL, learner);
  return { page, close: () => context.close() };
}

/** The watcher's view of the solver's standings row: [rank, solved]. */
async function rowOf(page: Page, name: string): Promise<string[] | null> {
  const row = page.getByRole('table').locator('tbody tr', { hasText: name });
  if ((await row.count()) === 0) return null;
  const cells = await row.first().locator('td').allInnerTexts();
  return [cells[0]!.trim(), cells[2]!.trim()];
}

beforeAll(async () => {
  [browser, solver, watcher] = await Promise.all([
    launchBrowser(),
    signUpLearner(baseURL, mailDir, 'Sofia Solver'),
    signUpLearner(baseURL, mailDir, 'Walter Watcher'),
  ]);
  if (shotDir) mkdirSync(shotDir, { recursive: true });
  contest = await devPost<{ slug: string; id: number }>('', {
    title: TITLE,
    problem_slugs: [SLUG, OTHER_SLUG],
    duration_minutes: 30,
    format: 'ICPC',
    rated: true,
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('contests: a live rated contest from registration to the rating graph', () => {
  it('registers, starts, solves with the standings moving for a watcher, finishes with Submit, and is rated', async () => {
    const learner = await learnerPage(solver);
    const watch = await learnerPage(watcher);
    const { page } = learner;

    await page.goto('/contests');
    const live = page.getByRole('region', { name: 'Live now' });
    await live.getByRole('link', { name: TITLE }).waitFor();
    await shots(page, 'list');
    await live.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(`${baseURL}/contests/${contest.slug}`);
    await shots(page, 'detail');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Start contest' }).click();
    await page.waitForURL(new RegExp(`/contests/${contest.slug}/${contest.id}/problems/\\d+$`));
    await page.getByRole('heading', { level: 1, name: /^A\. / }).waitFor();
    expect(await page.getByRole('timer', { name: 'Time left' }).innerText()).toMatch(/^00:(29|30):\d\d$/);
    // Live contest: the solution and discuss tabs stay locked (spec 03 §2).
    const tabs = await page
      .getByRole('tablist', { name: 'Problem sections' })
      .getByRole('tab')
      .allInnerTexts();
    expect(tabs.map((t) => t.toLowerCase())).toEqual(['problem', 'submissions', 'top performers']);

    // The watcher takes part too (a rated contest needs someone to beat), then watches the standings: the solver
    // is on the board with nothing solved yet.
    await watch.page.goto(`/contests/${contest.slug}`);
    await watch.page.getByRole('button', { name: 'Register' }).click();
    await watch.page.getByRole('button', { name: 'Start contest' }).click();
    await watch.page.waitForURL(/\/problems\/\d+$/);
    await watch.page.goto(`/contests/${contest.slug}`);
    await watch.page.getByRole('tab', { name: 'Standings' }).click();
    await expect.poll(async () => (await rowOf(watch.page, solver.name))?.[1], { timeout: 20_000 }).toBe('0');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('cpp');
    await editorBox(page, 'Code editor', 'cpp').waitFor({ timeout: 20_000 });
    await replaceEditorText(page, 'Code editor', ACCEPTED_CPP, 'cpp');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const judged = page.getByTestId('submission-result');
    await judged.waitFor({ timeout: JUDGE_WAIT_MS });
    expect(await judged.getByRole('status').innerText()).toContain('Correct Answer');
    await expect
      .poll(() => page.getByTestId('attempt-stats').innerText(), { timeout: 15_000 })
      .toContain('Attempted 1');
    await shots(page, 'classroom');

    // The watcher's board moves without a reload.
    await expect.poll(() => rowOf(watch.page, solver.name), { timeout: 20_000 }).toEqual(['1', '1']);
    await shots(watch.page, 'standings');

    await page.getByRole('button', { name: 'Finish' }).click();
    const warning = page.getByRole('dialog', { name: 'End test?' });
    await warning.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(`${baseURL}/contests/${contest.slug}`);
    await page.getByText('You have finished this contest.', { exact: false }).waitFor();

    await devPost(`/${contest.slug}/end`);
    // The sweeper (CONTEST_RATING_SWEEP_SECONDS in global-setup) rates the ended contest.
    const cookie = solver.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const rated = async () => {
      const res = await fetch(`${baseURL}/api/v3/contest_rating`, { headers: { cookie } });
      const body = (await res.json()) as { data?: { user_rating_data: { contest_name: string }[] } };
      return body.data?.user_rating_data.map((p) => p.contest_name) ?? [];
    };
    await expect.poll(rated, { timeout: 30_000, interval: 1_000 }).toEqual([TITLE]);
    await page.goto('/profile');
    const widget = page.getByRole('region', { name: 'Contest rating' });
    const point = widget.getByRole('button', { name: new RegExp(`^${TITLE}: rating \\d+$`) });
    // The contest gave her a first badge, so the badge-rename notice may open (spec 02 §4, when the server already
    // knew of the badge at her first look) and hide the page behind it: she closes it, as a learner would.
    const notice = page.getByRole('dialog', { name: 'Our badges have new names' });
    await expect
      .poll(
        async () => {
          await widget.or(notice).first().waitFor({ timeout: 30_000 });
          if (await notice.isVisible()) await notice.getByRole('button', { name: 'Got it' }).click();
          if ((await point.count()) > 0) return true;
          await page.reload();
          await widget.or(notice).first().waitFor({ timeout: 30_000 });
          return (await point.count()) > 0;
        },
        { timeout: 60_000, interval: 3_000 },
      )
      .toBe(true);
    const rating = Number(/rating (\d+)$/.exec((await point.getAttribute('aria-label')) ?? '')![1]);
    // Rated from 1500: first place of two lifts the rating.
    expect(rating).toBeGreaterThan(1500);
    await point.hover();
    expect(await widget.getByTestId('selected-contest').innerText()).toContain(TITLE);
    await shots(page, 'rating', 'Contest rating');

    await learner.close();
    await watch.close();
  }, 240_000);
});
