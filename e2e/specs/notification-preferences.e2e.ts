/**
 * Notification preferences end to end (issue 16 quality bar "turning a notification kind off stops it"): real
 * Chromium against the real server. A learner registers for a contest that starts in half an hour (the dev route
 * makes it; the registration is the real API call), opens Notification settings from the profile menu and turns
 * Contest off in the app. The contest reminder sweep (run ahead of time through its dev route, as if 25 minutes had
 * passed) then records nothing for them: the drawer stays empty. Turned back on, the same sweep brings the
 * "starts in 10 minutes" reminder, live over the socket, into the drawer.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ContestPaths } from '@katana/shared/api/contests';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { devPost } from '../support/dev-api.ts';
import { learnerApi } from '../support/learner-api.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const TITLE = `Reminder Cup ${Date.now() % 100_000}`;
const SLUG = 'telegraph-run-length';

let browser: Browser;
let learner: Learner;

beforeAll(async () => {
  [browser, learner] = await Promise.all([
    launchBrowser(),
    signUpLearner(baseURL, mailDir, 'Pia Preferences'),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** Runs the reminder sweep as if 25 minutes had passed: 5 minutes before the start, the 10-minute reminder is due. */
const sweepReminders = () =>
  devPost<{ sent: { userId: number; contestId: number; minutes: number }[] }>(
    baseURL,
    ContestPaths.devReminders,
    {
      in_seconds: 25 * 60,
    },
  );

async function setContestInApp(page: Page, on: boolean) {
  const toggle = page.getByRole('switch', { name: 'Contest in the app' });
  await toggle.waitFor({ timeout: 20_000 });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) {
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/v4/notification_preferences') && r.request().method() === 'POST',
    );
    await toggle.click();
    expect((await saved).status()).toBe(200);
  }
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(on));
  await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
}

describe('notification preferences', () => {
  it('a kind turned off in the app is not received; turned on again, it is', async () => {
    const contest = await devPost<{ slug: string; id: number }>(baseURL, ContestPaths.devCreate, {
      title: TITLE,
      problem_slugs: [SLUG],
      starts_in_seconds: 30 * 60,
      duration_minutes: 60,
    });
    const registered = await learnerApi(baseURL, learner, ContestPaths.register, { event_id: contest.id });
    expect(registered.status).toBe(200);

    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      // The settings page is one click away from the profile menu.
      await page.goto('/problems');
      await page.getByRole('button', { name: 'Profile menu' }).click({ timeout: 20_000 });
      await page.getByRole('menuitem', { name: 'Notification settings' }).click();
      await page.waitForURL('**/notification-center/settings');
      await page.getByRole('heading', { name: 'Notification settings', level: 1 }).waitFor();
      await setContestInApp(page, false);

      // Off: the reminder falls due but is not kept for this learner.
      const off = await sweepReminders();
      expect(off.sent.filter((s) => s.contestId === contest.id)).toEqual([]);
      await page.goto('/problems');
      await bell(page).click({ timeout: 20_000 });
      const drawer = page.getByRole('dialog', { name: 'Notifications' });
      await drawer.getByText('No notifications yet').waitFor({ timeout: 10_000 });

      // From the drawer's gear back to the settings, Contest on again.
      await drawer.getByRole('link', { name: 'Notification settings' }).click();
      await page.waitForURL('**/notification-center/settings');
      await setContestInApp(page, true);

      // On: the same sweep now brings the reminder, pushed live to the open page.
      const on = await sweepReminders();
      expect(on.sent.filter((s) => s.contestId === contest.id)).toEqual([
        expect.objectContaining({ contestId: contest.id, minutes: 10 }),
      ]);
      await expect.poll(() => bell(page).getAttribute('data-dot'), { timeout: 15_000 }).toBe('true');
      await bell(page).click();
      const reminder = page
        .getByRole('dialog', { name: 'Notifications' })
        .getByText(`${TITLE} starts in 10 minutes`);
      await reminder.waitFor({ timeout: 10_000 });
    } finally {
      await context.close();
    }
  });
});
