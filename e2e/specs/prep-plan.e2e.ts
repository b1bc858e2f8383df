/**
 * The prep plan end to end (issue 14): real Chromium and the real server. A new learner enrolled in a guided path
 * opens /prep-plan, is invited to make a plan, sets a target date and weekly hours at /prep-plan/edit (a target
 * date of today is refused with a clear message), sees today's tasks from their path, opens the first one in the
 * guided classroom, marks it complete there, and finds it done on the plan.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GuidedPathsPaths, type GuidedPathContent } from '@katana/shared/api/guided-paths';
import type { PrepPlanResponse } from '@katana/shared/api/prep-plan';
import { addDays, istDate } from '@katana/shared/engagement/ist-time';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';
import { learnerApi } from '../support/learner-api.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

let browser: Browser;
let learner: Learner;

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Pia Planner')]);
});
afterAll(async () => {
  await browser?.close();
});

describe('prep plan', () => {
  it('a learner makes a plan, opens a task in the classroom, completes it and sees it done', async () => {
    // A small path of two articles, made with the dev tool (as the content importer would).
    const made = await fetch(`${baseURL}${GuidedPathsPaths.devUpsert}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        slug: 'prep-plan-e2e',
        title: 'Prep plan e2e path',
        modules: [
          {
            slug: 'first-steps',
            title: 'First steps',
            items: [
              {
                article: {
                  key: 'plan-your-week',
                  title: 'Plan your week',
                  markdown: 'Study a little **every day**.',
                },
              },
              {
                article: { key: 'review-often', title: 'Review often', markdown: 'Spaced repetition works.' },
              },
            ],
          },
        ],
      }),
    });
    expect(made.status).toBe(200);
    const path = { slug: 'prep-plan-e2e', title: 'Prep plan e2e path' };
    const enrolled = await learnerApi(baseURL, learner, '/api/v1/guided_paths/enroll', { slug: path.slug });
    expect(enrolled.status).toBe(200);
    const content = (await learnerApi(baseURL, learner, `/api/v1/guided_paths/${path.slug}/content`)).json
      .data as GuidedPathContent;
    const firstItem = content.modules[0]!.contentables[0]!.items[0]!;

    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      await page.goto('/prep-plan');
      await page.getByRole('heading', { level: 1, name: 'Coding interview prep plan' }).waitFor();
      await page.getByRole('link', { name: 'Make your plan' }).click();
      await page.waitForURL(`${baseURL}/prep-plan/edit`);

      const today = istDate(Date.now());
      await page.getByLabel('Target date').fill(today);
      await page.getByLabel('Hours a week').fill('10');
      await page.getByRole('button', { name: 'Save plan' }).click();
      await page.getByRole('alert').filter({ hasText: 'Pick a target date after today.' }).waitFor();

      await page.getByLabel('Target date').fill(addDays(today, 45));
      for (const day of ['Saturday', 'Sunday']) await page.getByLabel(day).check();
      expect(await page.getByLabel(new RegExp(`^${path.title}`)).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Save plan' }).click();
      await page.waitForURL(`${baseURL}/prep-plan`);

      const todaySection = page.getByRole('region', { name: 'Today' });
      const firstTask = todaySection.getByRole('link', { name: firstItem.offering_name, exact: true });
      await firstTask.waitFor();
      await expect.poll(() => page.getByTestId('plan-status').innerText()).toBe('On track.');

      await firstTask.click();
      await page.waitForURL(
        (url) =>
          url.pathname === `/guided-paths/${path.slug}/content` &&
          url.searchParams.get('item') === firstItem.key,
      );
      await page.getByRole('heading', { level: 1, name: firstItem.offering_name }).waitFor();
      await page.getByRole('button', { name: 'Mark as complete' }).click();
      await page.getByRole('button', { name: 'Completed', pressed: true }).waitFor();

      await page.goto('/prep-plan');
      const done = page
        .getByRole('region', { name: 'Today' })
        .getByTestId('plan-task')
        .filter({ hasText: firstItem.offering_name });
      await done.getByLabel('Done').waitFor();
      const saved = (await learnerApi(baseURL, learner, '/api/v1/prep-plan')).json.data as PrepPlanResponse;
      expect(saved.plan!.completed_items).toBe(1);
      expect(saved.settings!.study_days).toEqual([1, 2, 3, 4, 5, 6, 7]);
    } finally {
      await context.close();
    }
  });
});
