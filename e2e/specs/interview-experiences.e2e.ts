/**
 * Interview experiences end to end (issue #15): real Chromium and the real server. A learner writes an experience in
 * the form, the real ALTCHA widget solves the human check, and it waits for review (a visitor cannot find or open it);
 * a moderator approves it from the review queue; a visitor then finds it with the company filter, reads its rounds,
 * and its linked problem opens with the submission source "interview experience". The server-rendered head carries
 * the spec's title.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { InterviewExperiencePaths } from '@katana/shared/api/interview-experiences';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { solveHumanCheck } from '../support/captcha.ts';
import { devPost } from '../support/dev-api.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const COMPANY = `Quartzline Systems ${Date.now().toString(36)}`;

let browser: Browser;
let author: Learner;
let moderator: Learner;
let slug = '';

beforeAll(async () => {
  // One at a time: the mail sink's files are read while written, and parallel sign-ups can catch one half-written.
  browser = await launchBrowser();
  author = await signUpLearner(baseURL, mailDir, 'Iris Interviewee');
  moderator = await signUpLearner(baseURL, mailDir, 'Mona Moderator');
  await devPost(baseURL, InterviewExperiencePaths.devModerator, { email: moderator.email });
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(learner: Learner): Promise<Page> {
  const { context, page } = await openPage(browser, baseURL, DESKTOP);
  await signInContext(context, baseURL, learner);
  return page;
}

// The proof of work runs in the page: longer than the default on a busy machine.
describe('interview experiences', { timeout: 180_000 }, () => {
  it('a learner writes an experience, solving the real captcha widget; it waits for review', async () => {
    const page = await signedInPage(author);
    await page.goto('/interview-experiences/write');
    await page.getByRole('heading', { name: 'Share your interview experience' }).waitFor();
    await page.getByLabel('Company').fill(COMPANY);
    await page.getByLabel('Role', { exact: true }).fill('Platform Engineer');
    await page.getByLabel('Interview date').fill('2025-09-12');
    await page.getByLabel('Outcome').selectOption('selected');
    await page.getByLabel('Round 1 type').selectOption('coding');
    await page.getByLabel('Round 1 name (optional)').fill('Online test');
    await page
      .getByLabel(/Round 1 questions/)
      .fill('Count the pairs of gifts that fit a **budget**, then explain the complexity.');
    await page.getByLabel(/Round 1 problems/).fill('gift-pair-budget');
    await page.getByLabel(/Tips for other candidates/).fill('Think aloud and test on a small example.');
    // The learner ticks the human check; the widget solves the proof of work in the page and says Verified.
    await solveHumanCheck(page.getByTestId('captcha-field'));
    await page.getByRole('button', { name: 'Submit for review' }).click();

    await page.waitForURL(
      /\/interview-experiences\/quartzline-systems-[a-z0-9]+-platform-engineer-interview-experience-[0-9a-f]{6}$/,
    );
    slug = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('status').filter({ hasText: 'Waiting for a moderator' }).waitFor();
    // Reloaded, the server answers 404 to everyone else (no public page yet), yet the author still sees it.
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Waiting for a moderator' }).waitFor();
    await page.goto('/interview-experiences/mine');
    await page.getByRole('listitem').filter({ hasText: COMPANY }).getByText('In review').waitFor();
    await page.context().close();

    // Nobody else can find or open it yet.
    const { context, page: visitor } = await openPage(browser, baseURL, DESKTOP);
    await visitor.goto(`/interview-experiences/${slug}`);
    await visitor.waitForURL(/\/fourofour$/);
    await context.close();
  });

  it('a moderator approves it from the review queue', async () => {
    expect(slug).not.toBe('');
    const page = await signedInPage(moderator);
    await page.goto('/interview-experiences');
    await page.getByRole('link', { name: 'Review queue' }).click();
    await page.getByRole('link', { name: `${COMPANY} · Platform Engineer` }).click();
    await page.getByRole('region', { name: 'Moderation' }).waitFor();
    await page.getByRole('button', { name: 'Approve and publish' }).click();
    await page.getByText('Approved and published.').first().waitFor();
    await page.context().close();
  });

  it('a visitor finds it by the company filter, reads it, and its problem link carries the source', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await page.goto('/interview-experiences');
    const company = page.getByLabel('Company');
    await company.locator('option', { hasText: COMPANY }).waitFor({ state: 'attached' });
    await company.selectOption({ label: `${COMPANY} (1)` });
    await page.waitForURL(/company=quartzline/);
    // The list itself, not the "Recent" / "Top" panel above it (which may show the same experience).
    const results = page.getByRole('region', { name: 'Experiences', exact: true });
    const card = results.getByRole('link', { name: `${COMPANY} · Platform Engineer` });
    await card.waitFor();
    expect(await results.getByRole('listitem').count()).toBe(1);
    await card.click();

    await page.getByRole('heading', { name: `${COMPANY} interview experience` }).waitFor();
    await page.getByRole('heading', { name: 'Round 1: Online test' }).waitFor();
    expect(await page.locator('article strong', { hasText: 'budget' }).count()).toBe(1);
    // The shell header is hidden on this page (spec 01); the page has its own way back.
    expect(await page.getByRole('link', { name: '← All interview experiences' }).count()).toBe(1);
    const problem = page.getByRole('link', { name: 'Gift Pair Budget' });
    expect(await problem.getAttribute('href')).toBe(
      `/problems/gift-pair-budget?interview_experience=${slug}`,
    );
    await context.close();

    const html = await (await fetch(`${baseURL}/interview-experiences/${slug}`)).text();
    expect(html).toContain(`<title>${COMPANY} Interview Experience by Iris Interviewee | Katana</title>`);
  });
});
