/**
 * Entity pages in Chromium (issue 12 item 8): the document of a contest page answers 200 (it answered 404: no
 * server page resolver), and the server-rendered title of a problem, a contest and a public profile survives
 * hydration: after the page settles the tab still names the entity, not the page kind ("Problem | Katana").
 * Entity routes whose screen is not built yet answer their coming-soon page with 200.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { devPost } from '../support/dev-api.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const TITLE = `Title Keeper Cup ${Date.now() % 100_000}`;

let browser: Browser;
let learner: Learner;
let learnerUuid: string;
let contest: { slug: string; id: number };

beforeAll(async () => {
  [browser, learner] = await Promise.all([
    launchBrowser(),
    signUpLearner(baseURL, mailDir, 'Tara Titlewise'),
  ]);
  const auth = await fetch(`${baseURL}/api/v2/users/auth_details`, {
    headers: { cookie: learner.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  learnerUuid = ((await auth.json()) as { data: { user: { uuid: string } } }).data.user.uuid;
  contest = await devPost<{ slug: string; id: number }>(baseURL, '/api/dev/contests', {
    title: TITLE,
    problem_slugs: ['gift-pair-budget'],
    duration_minutes: 30,
    starts_in_seconds: 3600,
  });
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the page signed in; returns the document's status and the title once the page has settled. */
async function settledTitle(
  page: Page,
  path: string,
): Promise<{ status: number | undefined; title: string }> {
  const response = await page.goto(path);
  await page.waitForLoadState('networkidle');
  return { status: response?.status(), title: await page.title() };
}

describe('entity pages', () => {
  it("answers a contest's page with 200 and keeps its title, the problem's and the profile's after hydration", async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      const contestPage = await settledTitle(page, `/contests/${contest.slug}`);
      expect(contestPage).toEqual({ status: 200, title: `${TITLE} | Katana` });
      // The page really is the contest's (not a 404 page under the right title).
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();

      expect(await settledTitle(page, '/problems/gift-pair-budget')).toEqual({
        status: 200,
        title: 'Gift Pair Budget | Katana',
      });
      await page.getByRole('heading', { level: 1, name: 'Gift Pair Budget' }).waitFor();

      expect(await settledTitle(page, `/profile/${learnerUuid}`)).toEqual({
        status: 200,
        title: "Tara Titlewise's profile | Katana",
      });
    } finally {
      await context.close();
    }
  });

  it("answers the contest classroom's document with 200 and the contest's title", async () => {
    const res = await fetch(`${baseURL}/contests/${contest.slug}/${contest.id}/problems`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<title>${TITLE} | Katana</title>`);
  });
});
